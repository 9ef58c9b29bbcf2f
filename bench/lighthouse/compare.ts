import os from 'node:os';
import { measure, median, medianOf, type Measure } from './lighthouse-run';

/** A page as the table names it, and its path (on the other app too, unless it has its own). */
export interface ComparedPage {
  name: string;
  path: string;
  /** The page's path on the other app, when that app has data of its own (another API). */
  originalPath?: string;
}

/** What ours must reach against the original app in the same run (docs/performance.md). */
export const TARGETS = { mainThreadShare: 0.6, scriptShare: 0.6, tbtMs: 200 } as const;

/** A one-minute load above this share of the cores makes Lighthouse's simulated CPU unreliable. */
const BUSY_LOAD_PER_CORE = 0.5;
/** Runs whose benchmark index differs by more than this factor were not on the same machine. */
const INDEX_SPREAD = 1.25;

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const share = (ours: number, theirs: number) => `${Math.round((ours / theirs) * 100)}%`;

function busyWarning(): string | undefined {
  const [load] = os.loadavg();
  const cores = os.cpus().length;
  return load > cores * BUSY_LOAD_PER_CORE
    ? `load average ${load.toFixed(2)} on ${cores} cores: the machine is busy`
    : undefined;
}

function runLine(page: string, side: string, run: number, m: Measure, warning?: string) {
  const figures = [
    `main-thread ${ms(m.mainThreadMs)}`,
    `script ${ms(m.scriptMs)}`,
    `TBT ${ms(m.tbtMs)}`,
    `LCP ${seconds(m.lcpMs)}`,
    `benchmarkIndex ${Math.round(m.benchmarkIndex)}`,
  ].join(', ');
  return `  ${page} ${side} run ${run + 1}: ${figures}${warning ? `  WARNING: ${warning}` : ''}`;
}

/** Whether each target holds for one page: ours against the original's medians. */
export function verdicts(ours: Measure, original: Measure): string[] {
  const misses: string[] = [];
  if (ours.mainThreadMs > original.mainThreadMs * TARGETS.mainThreadShare)
    misses.push(`main-thread above ${TARGETS.mainThreadShare * 100}%`);
  if (ours.scriptMs > original.scriptMs * TARGETS.scriptShare)
    misses.push(`script above ${TARGETS.scriptShare * 100}%`);
  if (ours.tbtMs > TARGETS.tbtMs) misses.push(`TBT above ${TARGETS.tbtMs} ms`);
  if (ours.lcpMs > original.lcpMs) misses.push("LCP later than the original's");
  return misses;
}

/**
 * Lighthouse mobile on each page of both apps, the runs interleaved (ours, original, original,
 * ours …) so that a change in the machine's speed falls on both alike; prints every run with its
 * benchmark index, then the medians side by side with ours as a share of the original's.
 */
export async function compare(
  pages: ComparedPage[],
  ours: string,
  original: string,
  runs: number,
): Promise<void> {
  const rows: string[] = [];
  const indexes: number[] = [];
  let busyRuns = 0;
  for (const page of pages) {
    const measured: Record<'ours' | 'original', Measure[]> = { ours: [], original: [] };
    for (let run = 0; run < runs; run += 1) {
      const order =
        run % 2 === 0 ? (['ours', 'original'] as const) : (['original', 'ours'] as const);
      for (const side of order) {
        const warning = busyWarning();
        if (warning) busyRuns += 1;
        const url =
          side === 'ours' ? `${ours}${page.path}` : `${original}${page.originalPath ?? page.path}`;
        const m = await measure(url, 'mobile');
        measured[side].push(m);
        indexes.push(m.benchmarkIndex);
        console.log(runLine(page.name, side, run, m, warning));
      }
    }
    const [a, b] = [medianOf(measured.ours), medianOf(measured.original)];
    const misses = verdicts(a, b);
    rows.push(
      `| ${page.name} | ${a.performance} / ${b.performance} | ${ms(a.tbtMs)} / ${ms(b.tbtMs)} | ` +
        `${seconds(a.lcpMs)} / ${seconds(b.lcpMs)} | ` +
        `${ms(a.mainThreadMs)} / ${ms(b.mainThreadMs)} (${share(a.mainThreadMs, b.mainThreadMs)}) | ` +
        `${ms(a.scriptMs)} / ${ms(b.scriptMs)} (${share(a.scriptMs, b.scriptMs)}) | ` +
        `${misses.length ? misses.join('; ') : 'all met'} |`,
    );
  }
  console.log(
    `\nLighthouse mobile, medians of ${runs} interleaved runs per app, ours / original ` +
      `(benchmarkIndex median ${Math.round(median(indexes))}, ` +
      `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})\n`,
  );
  console.log(
    '| page | performance | TBT | LCP | main-thread work (ours as share) | of it, script | targets |',
  );
  console.log('|---|---|---|---|---|---|---|');
  rows.forEach((row) => console.log(row));
  if (busyRuns > 0) console.log(`\nWARNING: ${busyRuns} runs started on a busy machine.`);
  if (Math.max(...indexes) > Math.min(...indexes) * INDEX_SPREAD) {
    console.log(
      'WARNING: the benchmark index varied by more than 25%: the figures may not compare.',
    );
  }
}
