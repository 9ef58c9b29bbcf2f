import { theme } from '@/theme/theme';
import { useOnline } from '@/lib/use-online';

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
export function OfflineBanner() {
  const online = useOnline();
  return <div role="status">{!online && <p style={BANNER_STYLE}>{OFFLINE_TEXT}</p>}</div>;
}
