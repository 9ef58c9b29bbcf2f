import { formatClockTime } from '@/lib/time';

const dates = new Map<string | undefined, Intl.DateTimeFormat>();

function dateFormat(locale: string | undefined) {
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dates.set(locale, format);
  }
  return format;
}

/**
 * When an order was placed, as its card says it: the date in the reader's locale and the clock
 * time as the order pages write it ('Jun 1, 2025 · 18:40', '1 Jun 2025 · 18:40').
 */
export function formatOrderDate(isoTime: string, locale?: string): string {
  const time = new Date(isoTime);
  return `${dateFormat(locale).format(time)} · ${formatClockTime(time)}`;
}
