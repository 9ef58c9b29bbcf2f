import { INSIGHTS_CSV_COLUMNS } from '@contract/insights';
import type { OrderChoice } from '@contract/order';
import type { Database } from '@server/db/database';
import { orderLinesStatement, type InsightsScope } from './insights.sql';

/**
 * What makes a field quoted: a quote, a line break, or a separator. Besides the comma, the
 * semicolon and the tab are the separators spreadsheets split on by locale (Excel in much of
 * Europe takes ';'): unquoted, 'Pie;=1+1' would open as two cells, the second a formula.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** How a spreadsheet recognises a formula (or a DDE call) in a cell of text. */
const STARTS_A_FORMULA = /^[=+\-@\t\r]/;

/**
 * One CSV field as RFC 4180 has it: quoted, inner quotes doubled, when it holds a separator, a
 * quote or a break. Text that a spreadsheet would run as a formula (an item named
 * '=HYPERLINK(…)') gets a leading apostrophe and quotes, so that it opens as the text the owner
 * typed (OWASP's advice on CSV injection).
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const formula = STARTS_A_FORMULA.test(value);
  const text = formula ? `'${value}` : value;
  return formula || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export const csvRow = (fields: Array<string | number>) => `${fields.map(csvField).join(',')}\r\n`;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * A line's choices in one cell, each group once with its choices in the order they were sold:
 * 'Size: Large; Extras: Olives, Mushrooms'. Empty for a dish without options.
 */
export function choicesField(choices: readonly OrderChoice[]): string {
  const byGroup = new Map<string, string[]>();
  for (const choice of choices) {
    const names = byGroup.get(choice.group);
    if (names) names.push(choice.name);
    else byGroup.set(choice.group, [choice.name]);
  }
  return [...byGroup].map(([group, names]) => `${group}: ${names.join(', ')}`).join('; ');
}

/** The stored JSON of a line's choices: parsed by the driver, or text from one that does not. */
const choicesOf = (value: unknown): OrderChoice[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as OrderChoice[];

/**
 * The scope's paid order lines as CSV, a header row first: local date and time, order id, item,
 * quantity, unit price (choices included) and line total in dollars, then the line's choices.
 */
export async function insightsCsv(db: Database, scope: InsightsScope): Promise<string> {
  const { rows } = await db.execute<Record<string, unknown>>(orderLinesStatement(scope));
  const lines = rows.map((row) => {
    const quantity = Number(row.quantity);
    const unitPrice = Number(row.unit_price);
    return csvRow([
      String(row.placed_at),
      String(row.order_id),
      String(row.name),
      quantity,
      dollars(unitPrice),
      dollars(quantity * unitPrice),
      choicesField(choicesOf(row.choices)),
    ]);
  });
  return csvRow([...INSIGHTS_CSV_COLUMNS]) + lines.join('');
}
