import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, type ApiExtra } from '@/api/api';
import { serverCache } from './server-cache';

// combineReducers, which the store needs anyway, rather than combineSlices: the one slice is the
// API's, and combineSlices' lazy injection would be code every page loads for nothing.
const rootReducer = combineReducers({ [api.reducerPath]: api.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  /** The signed-in user's access token, or undefined when signed out. */
  getAccessToken: ApiExtra['getAccessToken'];
  /** Where the API is: the app gives its configured address, a test its own. */
  apiBaseUrl: string;
  /** Order lists follow their event streams besides polling; off unless asked for. */
  liveOrders?: boolean;
  preloadedState?: Partial<RootState>;
}

/**
 * A new store; the app makes one (src/app/app-store.ts), each test makes its own. The newest one
 * is the live one.
 */
export function makeStore(options: MakeStoreOptions) {
  const { getAccessToken, apiBaseUrl, liveOrders = false, preloadedState } = options;
  const extraArgument: ApiExtra = { apiBaseUrl, getAccessToken, liveOrders };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } }).concat(api.middleware),
  });
  serverCache.register(() => store.dispatch(api.util.resetApiState()));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
