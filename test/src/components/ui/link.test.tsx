import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/search/london']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {link}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link to its address and moves there in the app when clicked', () => {
    renderAt(<Link to="/detail/abc?from=search">Pizza Place</Link>);
    const link = screen.getByRole('link', { name: 'Pizza Place' });
    expect(link).toHaveAttribute('href', '/detail/abc?from=search');
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/detail/abc?from=search');
  });

  it('resolves a relative address against the current page', () => {
    renderAt(<Link to="?page=2">Next</Link>);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/search/london?page=2',
    );
  });

  it('leaves a modified click (new tab) to the browser', () => {
    renderAt(<Link to="/detail/abc">Pizza Place</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Pizza Place' }), { ctrlKey: true });
    expect(screen.getByTestId('where')).toHaveTextContent('/search/london');
  });

  it("runs the caller's onClick first, which may keep the page where it is", () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      <Link to="/detail/abc" onClick={onClick}>
        Pizza Place
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Pizza Place' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/search/london');
  });
});
