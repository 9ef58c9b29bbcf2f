import { act, screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import toast from 'react-hot-toast';
import { Route, Routes, useNavigationType } from 'react-router-dom';
import AuthCallbackPage from '@/features/auth/auth-callback-page';
import {
  renderWithProviders,
  TEST_ACCESS_TOKEN,
  type AuthState,
} from '@test/render-with-providers';
import { deferredAnswer } from '../../msw/answer';
import { createMyUser } from '../../msw/handlers/user';
import { sentRequests, server } from '../../msw/server';

const ADA = { sub: 'auth0|ada', email: 'ada@example.com' };
const CREATED = {
  _id: 'u1',
  auth0Id: ADA.sub,
  email: ADA.email,
  name: '',
  addressLine1: '',
  city: '',
  country: '',
};

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

// Home, telling how it was reached: a replaced entry keeps the callback out of history.
function HomeProbe() {
  return <h1>Home reached by {useNavigationType()}</h1>;
}

function renderCallback(auth: AuthState, ...handlers: RequestHandler[]) {
  server.use(...handlers);
  const sent = sentRequests();
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<HomeProbe />} />
      <Route path="/auth-callback" element={<AuthCallbackPage />} />
    </Routes>,
    { route: '/auth-callback', auth },
  );
  return { ...view, sent };
}

const home = () => screen.findByRole('heading', { name: 'Home reached by REPLACE' });

describe('AuthCallbackPage', () => {
  it('shows Loading... while it creates the user, once, then goes to /', async () => {
    const later = deferredAnswer();
    const { sent } = renderCallback(ADA, createMyUser(later.reply));
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    later.answer({ status: 201, body: CREATED });
    expect(await home()).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/my/user',
        authorization: `Bearer ${TEST_ACCESS_TOKEN}`,
        body: { auth0Id: ADA.sub, email: ADA.email },
      },
    ]);
  });

  it.each([
    ['a server fault', { status: 500, body: { message: 'Internal Server Error' } }],
    ['a refused token', { status: 401, body: { message: 'Access token has expired' } }],
  ])('says creating the user failed on %s and still goes to /', async (_case, answer) => {
    const { sent } = renderCallback(ADA, createMyUser(answer));
    expect(await home()).toBeInTheDocument();
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('waits for the session before doing anything', async () => {
    const { sent } = renderCallback('loading');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends a visitor who is not signed in to / without creating anything', async () => {
    const { sent } = renderCallback('signedOut');
    expect(await home()).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
