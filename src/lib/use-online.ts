import { useSyncExternalStore } from 'react';

const EVENTS = ['online', 'offline'] as const;

function subscribe(onChange: () => void): () => void {
  EVENTS.forEach((type) => window.addEventListener(type, onChange));
  return () => EVENTS.forEach((type) => window.removeEventListener(type, onChange));
}

const isOnline = () => navigator.onLine;

/** Whether the browser has a network now, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
