import { accessTokenSource } from '../auth/access-token-source';
import { makeStore, type AppStore } from './store';

let appStore: AppStore | undefined;

/** The app's one store, made the first time a page needs it and kept for the whole visit. */
export function getAppStore(): AppStore {
  appStore ??= makeStore({ getAccessToken: accessTokenSource.getAccessToken });
  return appStore;
}
