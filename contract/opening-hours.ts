import { z } from 'zod';

/** The days of a restaurant's week, as opening hours name them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The most ranges a week may hold: ten a day. */
export const MAX_OPENING_RANGES = 70;

/** The pauses an owner picks from, in minutes; null pauses until resumed. */
export const PAUSE_CHOICES = [15, 30, 60] as const;
export const MAX_PAUSE_MINUTES = 1440;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z
  .string({ error: 'must be a time such as 09:30' })
  .regex(CLOCK_TIME, 'must be a time such as 09:30');

/**
 * One stretch of opening on a day, in the restaurant's own time. A range whose closing time is
 * at or before its opening time runs past midnight into the next day ('18:00'–'02:00').
 */
export const openingRangeSchema = z
  .object({
    day: z.enum(WEEKDAYS, { error: `must be one of ${WEEKDAYS.join(', ')}` }),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((range) => range.opens !== range.closes, {
    path: ['closes'],
    message: 'must differ from the opening time',
  });

export type OpeningRange = z.infer<typeof openingRangeSchema>;

/** A restaurant's week: no ranges at all means always open. */
export const openingHoursSchema = z
  .array(openingRangeSchema)
  .max(MAX_OPENING_RANGES, `must have at most ${MAX_OPENING_RANGES} ranges`);

/** Whether the runtime knows this IANA time zone ('Europe/London'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** The restaurant's IANA time zone; its opening hours are read in it. */
export const timeZoneSchema = z
  .string({ error: 'must be a time zone such as Europe/London' })
  .max(64)
  .refine(isTimeZone, 'must be a time zone such as Europe/London');

/** The time zone of restaurants that never chose one. */
export const DEFAULT_TIME_ZONE = 'Europe/London';
