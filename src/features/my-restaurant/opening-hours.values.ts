import {
  DEFAULT_TIME_ZONE,
  WEEKDAYS,
  type OpeningRange,
  type Weekday,
} from '@contract/opening-hours';
import type { RestaurantFormValues } from './restaurant-form.schema';

export type WeekValues = RestaurantFormValues['openingHours'];
export type RangeValues = WeekValues[Weekday][number];

export const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** A new range: nothing typed, so no hours are set by accident. */
export const blankRange = (): RangeValues => ({ opens: '', closes: '' });

/** The API's list of ranges as the editor shows them, day by day, in the order they came. */
export function toWeekValues(ranges: readonly OpeningRange[] = []): WeekValues {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as RangeValues[]])) as WeekValues;
  for (const { day, opens, closes } of ranges) week[day].push({ opens, closes });
  return week;
}

/** The week as the API takes it: one list, Monday first. */
export function toOpeningRanges(week: WeekValues): OpeningRange[] {
  return WEEKDAYS.flatMap((day) => week[day].map(({ opens, closes }) => ({ day, opens, closes })));
}

/** No range on any day: the restaurant is always open. */
export const isAlwaysOpen = (week: WeekValues) => WEEKDAYS.every((day) => week[day].length === 0);

/** The zone of this browser, where a new restaurant most likely is. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

/** Every zone the browser knows, with `current` among them even if it goes by an older name. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [...known, current].sort();
}
