import { dateTimeFormat } from '@/lib/date-time-format';
import { formatClockTime } from '@/lib/time';

/**
 * When an order was placed, as its card says it: the date in the reader's locale and the clock
 * time as the order pages write it ('Jun 1, 2025 · 18:40', '1 Jun 2025 · 18:40').
 */
export function formatOrderDate(isoTime: string, locale?: string): string {
  const time = new Date(isoTime);
  return `${dateTimeFormat(locale, { dateStyle: 'medium' }).format(time)} · ${formatClockTime(time)}`;
}
