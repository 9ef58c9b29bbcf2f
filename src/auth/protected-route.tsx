import { useAuth } from './auth-session';
import { Navigate, Outlet } from 'react-router-dom';

/** The login guard: nothing while the session loads, home when signed out. */
export function ProtectedRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return null;
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return <Outlet />;
}
