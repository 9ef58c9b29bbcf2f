/**
 * `npx tsx bench/fsync.ts`: what flushing every commit to disk costs the
 * embedded database. One writer commits BENCH_COMMITS (300) single-row inserts into PGlite on a
 * scratch folder under the system's temporary directory, once as PGlite runs by default (fsync
 * off) and once as the API opens it (server/db/pglite-durable-fs.ts); prints p50/p99 per commit,
 * commits a second and how many fsyncs reached the disk.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { durablePgliteOptions, SyncingNodeFS } from '../server/db/pglite-durable-fs';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 300);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label: string, open: (dir: string) => PGlite, syncs: () => number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'forkful-bench-fsync-'));
  const client = open(dir);
  try {
    await client.exec('create table notes (id serial primary key, body text not null)');
    const before = syncs();
    const times: number[] = [];
    for (let i = 0; i < COMMITS; i++) {
      const started = performance.now();
      await client.query('insert into notes (body) values ($1)', [`note ${i}`]);
      times.push(performance.now() - started);
    }
    const total = times.reduce((sum, each) => sum + each, 0);
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(22)} p50 ${percentile(times, 50).toFixed(2)} ms  ` +
        `p99 ${percentile(times, 99).toFixed(2)} ms  ` +
        `${Math.round(COMMITS / (total / 1000))} commits/s  fsyncs ${syncs() - before}`,
    );
  } finally {
    await client.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`${COMMITS} single-row commits, one writer, ${tmpdir()}`);
  await measure(
    'PGlite default (-F)',
    (dir) => new PGlite(dir),
    () => 0,
  );
  let fs: SyncingNodeFS | undefined;
  await measure(
    'fsync on (the API)',
    (dir) => {
      const options = durablePgliteOptions(dir);
      fs = options.fs as SyncingNodeFS;
      return new PGlite(options);
    },
    () => fs?.syncs ?? 0,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
