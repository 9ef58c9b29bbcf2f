import type { PreparedSearch, Statement } from './bench-mix';

/** What both pg's Pool and PGlite offer: a query with positional parameters. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests that failed: errors, timeouts, answers other than 2xx. */
  failed: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

const run = (client: Queryable, statement: Statement) =>
  client.query(statement.sql, statement.params);

/**
 * One search as the service performs it: page and count together. The API finds the cities in
 * its in-memory city directory, so no lookup statement is sent per search here either.
 */
async function searchOnce(client: Queryable, search: PreparedSearch): Promise<void> {
  if (search.page && search.count) {
    await Promise.all([run(client, search.page), run(client, search.count)]);
  }
}

/**
 * `concurrency` loops, each cycling through the mix from its own starting point, for `seconds`:
 * the same work the API does per request, without HTTP, JSON or validation.
 */
export async function driverLoad(
  client: Queryable,
  mix: PreparedSearch[],
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (offset: number) => {
    for (let i = offset; performance.now() < deadline; i++) {
      const begun = performance.now();
      try {
        await searchOnce(client, mix[i % mix.length]);
        latencies.push(performance.now() - begun);
      } catch {
        // A statement past its timeout, or no connection in time: counted, not measured.
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed,
  };
}
