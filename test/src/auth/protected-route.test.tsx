import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '@/auth/protected-route';
import { renderWithProviders } from '../../render-with-providers';

function GuardedRoutes() {
  return (
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route element={<ProtectedRoute />}>
        <Route path="/user-profile" element={<h1>Profile</h1>} />
      </Route>
    </Routes>
  );
}

describe('ProtectedRoute', () => {
  it('renders nothing while the session is loading', () => {
    const { container } = renderWithProviders(<GuardedRoutes />, {
      route: '/user-profile',
      auth: 'loading',
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('main, h1')).toBeNull();
  });

  it('sends a signed-out visitor to /', () => {
    renderWithProviders(<GuardedRoutes />, { route: '/user-profile', auth: 'signedOut' });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    renderWithProviders(<GuardedRoutes />, {
      route: '/user-profile',
      auth: { email: 'ada@example.com' },
    });
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });
});
