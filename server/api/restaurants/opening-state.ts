import { WEEKDAYS, type OpeningRange } from '@contract/opening-hours';

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const MINUTE_MS = 60_000;

/** What decides whether a restaurant takes orders at a moment. */
export interface OpeningSettings {
  openingHours: OpeningRange[];
  timeZone: string;
  /** When the owner paused new orders; null when not paused. */
  pausedAt: Date | null;
  /** How long the pause lasts; null with `pausedAt` set: until the owner resumes. */
  pauseMinutes: number | null;
}

export interface OpeningState {
  isOpen: boolean;
  /** A pause in force now, and when it ends (null: until resumed). */
  pause: { until: Date | null } | null;
  /** When it next opens, or null when it is open now or paused until resumed. */
  opensAt: Date | null;
}

/**
 * Whether a restaurant takes orders at `now`, worked out from its settings and the clock alone:
 * nothing is scheduled or written when it opens, closes or a pause runs out.
 */
export function openingStateAt(settings: OpeningSettings, now: Date): OpeningState {
  const pause = pauseAt(settings, now);
  if (pause) {
    const opensAt = pause.until && nextOpening(settings, pause.until);
    return { isOpen: false, pause, opensAt };
  }
  const isOpen = isWithinHours(settings, now);
  return { isOpen, pause: null, opensAt: isOpen ? null : nextOpening(settings, now) };
}

function pauseAt({ pausedAt, pauseMinutes }: OpeningSettings, now: Date) {
  if (!pausedAt) return null;
  if (pauseMinutes === null) return { until: null };
  const until = new Date(pausedAt.getTime() + pauseMinutes * MINUTE_MS);
  return until > now ? { until } : null;
}

/** The ranges as [start, end) in minutes since Monday 00:00 of the restaurant's week. */
function weekSpans(hours: OpeningRange[]): Array<[number, number]> {
  return hours.map((range) => {
    const start = WEEKDAYS.indexOf(range.day) * DAY + minutesOf(range.opens);
    const length = (minutesOf(range.closes) - minutesOf(range.opens) + DAY) % DAY;
    return [start, start + length];
  });
}

function isWithinHours(settings: OpeningSettings, at: Date): boolean {
  if (settings.openingHours.length === 0) return true;
  const minute = weekMinuteOf(at, settings.timeZone);
  // A span may run past Sunday midnight into the next week: look one week back as well.
  return weekSpans(settings.openingHours).some(
    ([start, end]) => (minute >= start && minute < end) || minute + WEEK < end,
  );
}

/** The first moment at or after `from` that falls within the opening hours. */
function nextOpening(settings: OpeningSettings, from: Date): Date {
  if (isWithinHours(settings, from)) return from;
  const minute = weekMinuteOf(from, settings.timeZone);
  const wait = Math.min(
    ...weekSpans(settings.openingHours).map(([start]) => (start - minute + WEEK) % WEEK),
  );
  const startOfMinute = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const naive = new Date(startOfMinute + wait * MINUTE_MS);
  // Wall-clock minutes: a change to or from summer time on the way moves the instant.
  const shift = offsetMinutes(from, settings.timeZone) - offsetMinutes(naive, settings.timeZone);
  return new Date(naive.getTime() + shift * MINUTE_MS);
}

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

const weekdayIndex: Record<string, number> = {
  Mon: 0,
  Tue: 1,
  Wed: 2,
  Thu: 3,
  Fri: 4,
  Sat: 5,
  Sun: 6,
};

/**
 * One formatter per time zone and purpose, made once: making an Intl.DateTimeFormat costs far
 * more than using one, and every restaurant of a search page is worked out with them.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string, purpose: 'clock' | 'offset'): Intl.DateTimeFormat {
  const key = `${purpose} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      'en-US',
      purpose === 'clock'
        ? { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : { timeZone, timeZoneName: 'longOffset' },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Minutes since Monday 00:00 on the wall clocks of `timeZone`. */
function weekMinuteOf(at: Date, timeZone: string): number {
  const parts = formatterFor(timeZone, 'clock').formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return weekdayIndex[part('weekday')] * DAY + Number(part('hour')) * 60 + Number(part('minute'));
}

/** How far `timeZone` is ahead of UTC at that moment, in minutes. */
function offsetMinutes(at: Date, timeZone: string): number {
  const name = formatterFor(timeZone, 'offset')
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The opening fields of a restaurant's JSON, as they stand at `now`. */
export function openingJsonOf(settings: OpeningSettings, now = new Date()) {
  const { isOpen, pause, opensAt } = openingStateAt(settings, now);
  return {
    timeZone: settings.timeZone,
    openingHours: settings.openingHours,
    isPaused: pause !== null,
    pausedUntil: pause?.until?.toISOString() ?? null,
    isOpen,
    opensAt: opensAt?.toISOString() ?? null,
  };
}
