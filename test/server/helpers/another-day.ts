import { WEEKDAYS, type Weekday } from '@contract/opening-hours';

/** A weekday that is not today in London, whatever the hour the tests run at. */
export function anotherDay(): Weekday {
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short' })
    .format(new Date())
    .toLowerCase() as Weekday;
  return WEEKDAYS[(WEEKDAYS.indexOf(today) + 3) % 7];
}
