import { CUISINES, type Cuisine } from '@contract/cuisines';

/**
 * A LIKE/ILIKE pattern that finds `text` anywhere, taken literally: `\`, `%` and `_` lose their
 * meaning (the pattern is used with ESCAPE '\'). Nothing here is ever read as a regex.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}

/**
 * The cuisines whose name contains `text`, case-insensitively. Matching the 26 names here lets
 * the database test `cuisines && matched` with its array index instead of scanning text.
 */
export function cuisinesMatching(text: string): Cuisine[] {
  const needle = text.toLowerCase();
  return CUISINES.filter((cuisine) => cuisine.toLowerCase().includes(needle));
}
