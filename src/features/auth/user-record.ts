import { QueryStatus } from '@reduxjs/toolkit/query';
import { userApi, type CreateUserRequest } from '@/api/user.api';
import type { AppDispatch, RootState } from '@/store/store';

// One shared result per user for the whole store: every caller sees the same creation.
const recordKey = (auth0Id: string) => `user-record:${auth0Id}`;

/** Where creating this user's record stands in this store. */
export function selectUserRecordStatus(state: RootState, auth0Id: string): QueryStatus {
  return state.api.mutations[recordKey(auth0Id)]?.status ?? QueryStatus.uninitialized;
}

/**
 * Creates the signed-in user's record (POST /api/my/user) unless this store has already asked
 * for this user. The check and the request happen in one synchronous step, so callers racing
 * each other (StrictMode's repeated effects, two components) send a single request. Returns the
 * request when this call sent it, so only that caller reports its failure.
 */
export function requestUserRecord(identity: CreateUserRequest) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    if (selectUserRecordStatus(getState(), identity.auth0Id) !== QueryStatus.uninitialized) {
      return undefined;
    }
    return dispatch(
      userApi.endpoints.createMyUser.initiate(identity, {
        fixedCacheKey: recordKey(identity.auth0Id),
      }),
    );
  };
}
