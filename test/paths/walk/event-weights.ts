import type { EventObject } from 'xstate';

/**
 * How often a walk picks each kind of event, relative to the others, when several may happen.
 * What a person does, and what the server answers, carries the walk: weight 4. Time passing
 * (`time.*`) jumps the page over its timers in one go, and opening or reloading the page
 * (`page.open`, `page.reload`) throws away what the walk had built up, so they come a quarter
 * as often: weight 1. Starting over on a fresh page (only possible once nothing else is) counts
 * as a page event too.
 */
export const ACTION_WEIGHT = 4;
export const TIME_WEIGHT = 1;
export const PAGE_WEIGHT = 1;
export const RESTART_WEIGHT = PAGE_WEIGHT;

export function weightOf(event: EventObject): number {
  if (event.type.startsWith('time.')) return TIME_WEIGHT;
  if (event.type === 'page.open' || event.type === 'page.reload') return PAGE_WEIGHT;
  return ACTION_WEIGHT;
}
