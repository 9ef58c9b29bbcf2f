import { accessTokenSource } from '../auth/access-token-source';
import { makeStore, type AppStore } from '@/store/store';
import { config } from './config';

let appStore: AppStore | undefined;

/** The app's one store, made the first time a page needs it and kept for the whole visit. */
export function getAppStore(): AppStore {
  appStore ??= makeStore({
    apiBaseUrl: config.apiBaseUrl,
    getAccessToken: accessTokenSource.getAccessToken,
    liveOrders: true,
  });
  return appStore;
}
