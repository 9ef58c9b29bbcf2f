/**
 * The pages under the store boundary, one chunk each (the names make the chunks recognisable in
 * dist/ and in bench:bundle). They are imported from here, inside the boundary's chunk, so each
 * page's chunk is a child of the boundary's: what the boundary already brought (the data layer,
 * the API client, the toasts) is not copied into the pages' chunks.
 */
export const storePages = {
  authCallback: () =>
    import(/* webpackChunkName: "auth-callback-page" */ '../features/auth/auth-callback-page'),
  searchResults: () =>
    import(/* webpackChunkName: "search-results-page" */ '../features/search/search-results-page'),
  restaurantDetail: () =>
    import(/* webpackChunkName: "restaurant-detail-page" */ './pages/restaurant-detail-page'),
  orderStatus: () =>
    import(
      /* webpackChunkName: "order-status-page" */ '../features/orders/customer/order-status-page'
    ),
  userProfile: () =>
    import(/* webpackChunkName: "user-profile-page" */ '../features/user/user-profile-page'),
  manageRestaurant: () =>
    import(/* webpackChunkName: "manage-restaurant-page" */ './pages/manage-restaurant-page'),
};

export type StorePage = keyof typeof storePages;
