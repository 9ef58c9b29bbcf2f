import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserRecord } from './use-user-record';

/**
 * Where sign-in lands when there is no page to return to: the user's record is created once, then
 * the visit goes on at '/', whether or not that worked.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const { settled } = useUserRecord();
  const left = useRef(false);

  useEffect(() => {
    if (!settled || left.current) return;
    left.current = true;
    navigate('/', { replace: true });
  }, [settled, navigate]);

  return <p role="status">Loading...</p>;
}
