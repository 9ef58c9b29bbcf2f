import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../auth/protected-route';
import { Layout } from './layout/layout';
import type { StorePage } from './store-pages';

const loadStoreBoundary = () => import(/* webpackChunkName: "store" */ './store-boundary');
const StoreBoundary = lazy(loadStoreBoundary);

/** A page under the store boundary, loaded through the boundary's chunk (store-pages.ts). */
const pageUnderStore = (page: StorePage) =>
  lazy(() => loadStoreBoundary().then(({ storePages }) => storePages[page]()));

const HomePage = lazy(
  () => import(/* webpackChunkName: "home-page" */ '../features/home/home-page'),
);
const AuthCallbackPage = pageUnderStore('authCallback');
const SearchResultsPage = pageUnderStore('searchResults');
const RestaurantDetailPage = pageUnderStore('restaurantDetail');
const OrderStatusPage = pageUnderStore('orderStatus');
const UserProfilePage = pageUnderStore('userProfile');
const ManageRestaurantPage = pageUnderStore('manageRestaurant');

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
