import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';
import { renderWithProviders } from '../../render-with-providers';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

function renderApp(route: string, auth: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <CurrentPath />
    </>,
    { ...auth, route },
  );
}

const homeHeading = () => screen.findByRole('heading', { name: 'Tuck into a takeaway today' });

describe('the route table', () => {
  it('shows the home page with the hero at /', async () => {
    renderApp('/');
    expect(await homeHeading()).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /takeaway dishes/i })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

  it('redirects an unknown path to /', async () => {
    renderApp('/no/such/page');
    expect(await homeHeading()).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it.each(['/order-status', '/user-profile', '/manage-restaurant'])(
    'redirects a signed-out visitor from %s to /',
    async (route) => {
      renderApp(route);
      expect(await homeHeading()).toBeInTheDocument();
      expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
    },
  );

  it.each([
    ['/order-status', 'Order Status'],
    ['/user-profile', 'User Profile'],
    ['/manage-restaurant', 'Manage Restaurant'],
  ])('shows %s to a signed-in user', async (route, heading) => {
    renderApp(route, { auth: { email: 'ada@example.com' } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the search results page without the hero', async () => {
    renderApp('/search/london');
    expect(await screen.findByRole('heading', { name: /london/i })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /takeaway dishes/i })).not.toBeInTheDocument();
  });
});
