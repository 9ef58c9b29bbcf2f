import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';
import { renderWithProviders } from '../../render-with-providers';
import { ADA } from '../features/user/user-fixtures';
import { getMyOrders, getMyRestaurantOrders } from '../msw/handlers/order';
import { getPastOrders, NO_PAST_ORDERS } from '../msw/handlers/past-orders';
import { getMyRestaurant } from '../msw/handlers/restaurant';
import { serveSearches } from '../msw/handlers/search';
import { createMyUser, getMyUser } from '../msw/handlers/user';
import { server } from '../msw/server';

// What the pages ask the API as they open: the answers only need to let them show.
beforeEach(() => {
  server.use(
    createMyUser({ status: 201, body: ADA }),
    getMyUser({ status: 200, body: ADA }),
    getMyOrders({ status: 200, body: [] }),
    getPastOrders({ status: 200, body: NO_PAST_ORDERS }),
    getMyRestaurantOrders({ status: 200, body: [] }),
    getMyRestaurant({ status: 404, body: { message: 'Restaurant not found' } }),
  );
  serveSearches(0);
});

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

// Pages are loaded lazily; on a busy machine the first import can take longer than the default 1 s.
const LAZY_PAGE = { timeout: 5000 };

const homeHeading = () =>
  screen.findByRole('heading', { name: 'Tuck into a takeaway today' }, LAZY_PAGE);

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
    renderApp(route, { auth: { email: ADA.email } });
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, LAZY_PAGE),
    ).toBeInTheDocument();
  });

  it('shows the search results page without the hero', async () => {
    renderApp('/search/london');
    expect(await screen.findByRole('heading', { name: /london/i }, LAZY_PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /takeaway dishes/i })).not.toBeInTheDocument();
  });
});
