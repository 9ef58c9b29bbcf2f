import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useUserRecord } from './use-user-record';

/**
 * Holds back the pages below it until the signed-in user's record exists, so no page asks the API
 * for the user (or anything owned by them) before it has been created. Visitors pass at once.
 * Meanwhile it says 'Loading...', the pages' own loading text, also on /auth-callback.
 */
export function UserRecordGate({ children }: { children: ReactNode }) {
  const { settled } = useUserRecord();
  return settled ? children : <Spinner label="Loading..." showLabel />;
}
