import { useEffect, useState } from 'react';
import { ACCEPT_CLOCK_TICK_MS } from '@machines/orders/order-timing';

/** 'M:SS' of the milliseconds left, never below 0:00. */
export function clockOf(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left until `until` (ISO 8601), as 'M:SS', updated every second. */
export function useTimeLeft(until: string): string {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ACCEPT_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return clockOf(Date.parse(until) - now);
}
