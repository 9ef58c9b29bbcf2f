import { theme } from '@/theme/theme';
import { useSyncExternalStore } from 'react';

export const OFFLINE_TEXT = 'You are offline.';

// Plain style values rather than a styled component: this is on every page's first visit, whose
// budgets it would otherwise break. No margin to reset: the global style gives paragraphs none.
const BANNER_STYLE = {
  padding: theme.space.sm,
  background: theme.colors.text,
  color: theme.colors.surface,
};

/**
 * Says plainly that the network is gone: the page still shows (the service worker's app shell, the
 * data already loaded) but nothing new will come until it is back. The status region is always
 * there, so that screen readers announce the text when it appears. It is on every page's first
 * visit, whose budgets it nearly met alone: plain styles, the theme's values read once.
 */
// The browser's online and offline events. Not @/lib/use-online's hook, which the order status
// page shares: a module shared with a lazy page keeps a wrapper of its own in main, and every
// page's first visit (the detail page's at its budget) carries it.
function subscribe(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  return <div role="status">{!online && <p style={BANNER_STYLE}>{OFFLINE_TEXT}</p>}</div>;
}
