import { useAuth } from './auth-session';
import { Navigate, Outlet } from 'react-router-dom';

/** The login guard of SPEC §2: nothing while the session loads, home when signed out. */
export function ProtectedRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return null;
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return <Outlet />;
}
