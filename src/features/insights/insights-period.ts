import {
  addDays,
  daysInPeriod,
  INSIGHTS_DATE_RANGE,
  isCalendarDate,
  isInsightsDate,
  MAX_INSIGHTS_DAYS,
  type InsightsQuery,
} from '@contract/insights';
import { dateTimeFormat } from '@/lib/date-time-format';
import { INSIGHTS_TEXTS } from './insights.texts';

export type PeriodChoice = 'today' | 'last7' | 'last30' | 'custom';

export const PERIOD_CHOICES: readonly PeriodChoice[] = ['today', 'last7', 'last30', 'custom'];

/** Today's date on the restaurant's clock: '2026-03-14'. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as ISO does.
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const DAYS: Record<Exclude<PeriodChoice, 'custom'>, number> = { today: 1, last7: 7, last30: 30 };

/** The period a choice stands for, ending today (custom: the dates given). */
export function periodOf(
  choice: PeriodChoice,
  today: string,
  custom: InsightsQuery,
): InsightsQuery {
  if (choice === 'custom') return custom;
  return { from: addDays(today, 1 - DAYS[choice]), to: today };
}

/** What is wrong with a custom range; undefined when it can be asked for. */
export function periodProblem({ from, to }: InsightsQuery): string | undefined {
  const texts = INSIGHTS_TEXTS.period.problems;
  if (!isCalendarDate(from) || !isCalendarDate(to)) return texts.dates;
  if (!isInsightsDate(from) || !isInsightsDate(to)) return texts.range(INSIGHTS_DATE_RANGE);
  if (from > to) return texts.order;
  if (daysInPeriod(from, to) > MAX_INSIGHTS_DAYS) return texts.span(MAX_INSIGHTS_DAYS);
  return undefined;
}

/** A date as people read it: '2026-03-14' → '14 Mar'. */
export function shortDate(date: string): string {
  return dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
