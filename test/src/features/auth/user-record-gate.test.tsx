import { act, screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import toast from 'react-hot-toast';
import { Link, Route, Routes } from 'react-router-dom';
import StoreBoundary from '@/app/store-boundary';
import UserProfilePage from '@/features/user/user-profile-page';
import { renderWithProviders, type AuthState } from '@test/render-with-providers';
import { deferredAnswer } from '../../msw/answer';
import { createMyUser, getMyUser } from '../../msw/handlers/user';
import { sentRequests, server, type SentRequest } from '../../msw/server';

const ADA = { sub: 'auth0|ada', email: 'ada@example.com' };
const RECORD = {
  _id: 'u1',
  auth0Id: ADA.sub,
  email: ADA.email,
  name: 'Ada',
  addressLine1: '1 Square',
  city: 'London',
  country: 'UK',
};

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

function RestaurantProbe() {
  return (
    <>
      <h1>A restaurant</h1>
      <Link to="/user-profile">User Profile</Link>
    </>
  );
}

// The pages under the app's store boundary, as a sign-in may return to any of them.
function renderUnderBoundary(route: string, auth: AuthState, ...handlers: RequestHandler[]) {
  server.use(...handlers);
  const sent = sentRequests();
  const view = renderWithProviders(
    <Routes>
      <Route element={<StoreBoundary />}>
        <Route path="/detail/:id" element={<RestaurantProbe />} />
        <Route path="/user-profile" element={<UserProfilePage />} />
      </Route>
    </Routes>,
    { route, auth },
  );
  return { ...view, sent };
}

const posts = (sent: readonly SentRequest[]) => sent.filter((r) => r.method === 'POST');
const restaurant = () => screen.findByRole('heading', { name: 'A restaurant' });

describe('the user record, made under the store boundary', () => {
  it('is created once when a sign-in returns to a page other than /auth-callback', async () => {
    const later = deferredAnswer();
    const { sent, user } = renderUnderBoundary(
      '/detail/r1',
      ADA,
      createMyUser(later.reply),
      getMyUser({ status: 200, body: RECORD }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'A restaurant' })).not.toBeInTheDocument();

    later.answer({ status: 201, body: RECORD });
    expect(await restaurant()).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'User Profile' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada');
    expect(posts(sent)).toEqual([
      expect.objectContaining({ body: { auth0Id: ADA.sub, email: ADA.email } }),
    ]);
  });

  it('exists before the profile page asks for the user', async () => {
    const { sent } = renderUnderBoundary(
      '/user-profile',
      ADA,
      createMyUser({ status: 201, body: RECORD }),
      getMyUser({ status: 200, body: RECORD }),
    );
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada');
    expect(sent.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(screen.queryByText(/Failed to fetch user/)).not.toBeInTheDocument();
  });

  it('lets the pages show after a failure, which it reports', async () => {
    const { sent } = renderUnderBoundary(
      '/detail/r1',
      ADA,
      createMyUser({ status: 503, body: { message: 'Service Unavailable' } }),
    );
    expect(await restaurant()).toBeInTheDocument();
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(posts(sent)).toHaveLength(1);
  });

  it('is not asked for while the session loads', async () => {
    const { sent } = renderUnderBoundary('/detail/r1', 'loading');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(sent).toHaveLength(0);
  });

  it('is not asked for by visitors, who see the page at once', async () => {
    const { sent } = renderUnderBoundary('/detail/r1', 'signedOut');
    expect(await restaurant()).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
