import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useAuth } from '@/auth/auth-session';
import { requestUserRecord, selectUserRecordStatus } from './user-record';

export const CREATE_USER_FAILED = 'Failed to create user';

/**
 * Makes sure the signed-in user has a record on the API (created once per visit, whichever page
 * the sign-in returned to) and tells whether that is settled: true once the record exists or
 * creating it failed, and at once for visitors, who have nothing to create.
 */
export function useUserRecord(): { settled: boolean } {
  const { isLoading, isAuthenticated, user } = useAuth();
  const dispatch = useAppDispatch();
  const sub = isAuthenticated ? user?.sub : undefined;
  const email = isAuthenticated ? user?.email : undefined;
  const status = useAppSelector((state) => (sub ? selectUserRecordStatus(state, sub) : undefined));

  useEffect(() => {
    if (!sub || !email) return;
    dispatch(requestUserRecord({ auth0Id: sub, email }))
      ?.unwrap()
      .catch(() => toast.error(CREATE_USER_FAILED, { id: CREATE_USER_FAILED }));
  }, [dispatch, sub, email]);

  if (isLoading) return { settled: false };
  if (!sub || !email) return { settled: true };
  return { settled: status === QueryStatus.fulfilled || status === QueryStatus.rejected };
}
