/**
 * A date formatter for `locale` and `options`, made once and kept for the page's life: making one
 * costs far more than using it (the page's first starts ICU: docs/performance.md), and lists ask
 * for the same few again for every row.
 */
const formats: Record<string, Intl.DateTimeFormat> = {};

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  (formats[JSON.stringify([locale, options])] ??= new Intl.DateTimeFormat(locale, options));
