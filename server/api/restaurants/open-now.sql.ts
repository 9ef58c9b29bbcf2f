import { sql, type SQL } from 'drizzle-orm';
import { WEEKDAYS } from '@contract/opening-hours';
import { restaurants } from '@server/db/schema';

const r = restaurants;
const weekdays = sql.raw(`array[${WEEKDAYS.map((day) => `'${day}'`).join(', ')}]`);

/** Minutes since midnight of a 'HH:MM' text. */
const clockMinutes = (clock: SQL) =>
  sql`(split_part(${clock}, ':', 1)::int * 60 + split_part(${clock}, ':', 2)::int)`;

/**
 * The condition 'takes orders at `now`' in SQL, for search's 'Open now' filter: the rule of
 * opening-state.ts (weekly ranges on the restaurant's own clocks, ranges past midnight, pauses)
 * worked out in the database so that paging and counts stay right. A test holds the two to the
 * same answers.
 */
export function openAt(now: Date): SQL {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${r.timeZone})`;
  const weekMinute = sql`((extract(isodow from ${local})::int - 1) * 1440
    + extract(hour from ${local})::int * 60 + extract(minute from ${local})::int)`;
  const opens = clockMinutes(sql`range->>'opens'`);
  const closes = clockMinutes(sql`range->>'closes'`);
  const start = sql`((array_position(${weekdays}, range->>'day') - 1) * 1440 + ${opens})`;
  const end = sql`(${start} + (${closes} - ${opens} + 1440) % 1440)`;
  const notPaused = sql`(${r.pausedAt} is null or (${r.pauseMinutes} is not null
    and ${r.pausedAt} + make_interval(mins => ${r.pauseMinutes}) <= ${now.toISOString()}::timestamptz))`;
  const withinHours = sql`(jsonb_array_length(${r.openingHours}) = 0 or exists (
    select 1 from jsonb_array_elements(${r.openingHours}) as range
    where (${weekMinute} >= ${start} and ${weekMinute} < ${end}) or ${weekMinute} + 10080 < ${end}))`;
  return sql`(${notPaused} and ${withinHours})`;
}
