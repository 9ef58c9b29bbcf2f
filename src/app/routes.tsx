import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../auth/protected-route';
import { Layout } from './layout/layout';

const StoreBoundary = lazy(() => import(/* webpackChunkName: "store" */ './store-boundary'));

// One chunk per page; the names make the chunks recognisable in dist/ and in bench:bundle.
const HomePage = lazy(
  () => import(/* webpackChunkName: "home-page" */ '../features/home/home-page'),
);
const AuthCallbackPage = lazy(
  () => import(/* webpackChunkName: "auth-callback-page" */ '../features/auth/auth-callback-page'),
);
const SearchResultsPage = lazy(
  () =>
    import(/* webpackChunkName: "search-results-page" */ '../features/search/search-results-page'),
);
const RestaurantDetailPage = lazy(
  () => import(/* webpackChunkName: "restaurant-detail-page" */ './pages/restaurant-detail-page'),
);
const OrderStatusPage = lazy(
  () =>
    import(
      /* webpackChunkName: "order-status-page" */ '../features/orders/customer/order-status-page'
    ),
);
const UserProfilePage = lazy(
  () => import(/* webpackChunkName: "user-profile-page" */ '../features/user/user-profile-page'),
);
const ManageRestaurantPage = lazy(
  () => import(/* webpackChunkName: "manage-restaurant-page" */ './pages/manage-restaurant-page'),
);

/**
 * The route table. Every page but home talks to the API, so those pages sit under the store
 * boundary.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route element={<StoreBoundary />}>
          <Route path="auth-callback" element={<AuthCallbackPage />} />
          <Route path="search/:city" element={<SearchResultsPage />} />
          <Route path="detail/:restaurantId" element={<RestaurantDetailPage />} />
          <Route element={<ProtectedRoute />}>
            <Route path="order-status" element={<OrderStatusPage />} />
            <Route path="user-profile" element={<UserProfilePage />} />
            <Route path="manage-restaurant" element={<ManageRestaurantPage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
