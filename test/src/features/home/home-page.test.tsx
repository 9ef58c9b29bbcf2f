import { screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import HomePage from '@/features/home/home-page';
import { renderWithProviders } from '@test/render-with-providers';

function SearchResultsProbe() {
  const { city } = useParams();
  return <h1>Results for {city}</h1>;
}

function renderHome() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/search/:city" element={<SearchResultsProbe />} />
    </Routes>,
  );
}

const searchField = () => screen.getByPlaceholderText('Search by City or Town');

describe('HomePage', () => {
  it('shows the headline and the tagline', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Tuck into a takeaway today' })).toBeInTheDocument();
    expect(screen.getByText('Food is just a click away!')).toBeInTheDocument();
  });

  it('promotes the mobile app with two named store badges and no image requests', () => {
    const { container } = renderHome();
    const promo = screen.getByRole('region', { name: 'Order takeaway even faster!' });
    expect(promo).toHaveTextContent(/Download the Forkful app/);
    expect(screen.getByRole('img', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('requires a place before searching', async () => {
    const { user } = renderHome();
    await user.type(searchField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Restaurant name is required')).toBeInTheDocument();
    expect(searchField()).toHaveAttribute('aria-invalid', 'true');
    expect(searchField()).toHaveAccessibleDescription('Restaurant name is required');
  });

  it('goes to the results for the city typed', async () => {
    const { user } = renderHome();
    await user.type(searchField(), ' New York {Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Results for New York' }),
    ).toBeInTheDocument();
  });

  it('clears the field and the message on Reset', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Restaurant name is required');
    await user.type(searchField(), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(searchField()).toHaveValue('');
    expect(screen.queryByText('Restaurant name is required')).not.toBeInTheDocument();
  });
});
