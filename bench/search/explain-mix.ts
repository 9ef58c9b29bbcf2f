import type { PreparedSearch, Statement } from './bench-mix';
import type { Queryable } from './driver-load';

export interface PlanSummary {
  label: string;
  /** Index names per statement, in plan order. */
  cities: string[];
  page: string[];
  count: string[];
  /** Milliseconds the page and count statements took to execute (EXPLAIN ANALYZE). */
  milliseconds: number;
  seqScan: boolean;
  /** The three plans as PostgreSQL printed them. */
  plans: string;
}

const INDEX = /(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g;

async function explain(client: Queryable, statement: Statement | undefined) {
  if (!statement) return { text: '', milliseconds: 0 };
  const result = (await client.query(`explain (analyze) ${statement.sql}`, statement.params)) as {
    rows: Array<Record<string, string>>;
  };
  const text = result.rows.map((row) => Object.values(row)[0]).join('\n');
  const time = /Execution Time: ([\d.]+) ms/.exec(text);
  return { text, milliseconds: time ? Number(time[1]) : 0 };
}

const indexesOf = (plan: string) => [...new Set([...plan.matchAll(INDEX)].map((m) => m[1]))];

/** Which indexes serve each search of the mix, and whether any step reads the whole table. */
export async function explainMix(client: Queryable, mix: PreparedSearch[]): Promise<PlanSummary[]> {
  const summaries: PlanSummary[] = [];
  for (const search of mix) {
    const [cities, page, count] = [
      await explain(client, search.cities),
      await explain(client, search.page),
      await explain(client, search.count),
    ];
    summaries.push({
      label: search.entry.label,
      cities: indexesOf(cities.text),
      page: indexesOf(page.text),
      count: indexesOf(count.text),
      milliseconds: page.milliseconds + count.milliseconds,
      seqScan: [cities, page, count].some(({ text }) =>
        /Seq Scan on (?:restaurants|menu_items)/.test(text),
      ),
      plans: [cities.text, page.text, count.text].filter(Boolean).join('\n--\n'),
    });
  }
  return summaries;
}
