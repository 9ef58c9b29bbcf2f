/**
 * `npm run bench:lighthouse [-- --base-url URL --api-url URL] [--runs N] [--compare URL
 * [--compare-api URL]] [--pages /,/search/london,/detail/{id}]`:
 * Lighthouse (the npm package, in Debian's Chromium) on /, /search/london and the detail page of
 * a London restaurant, or only those `--pages` names (more runs of one page in the same time).
 * By default mobile and desktop, N runs each (3 by default), medians with each run's benchmark
 * index. With `--compare URL` (another front end of the same API, e.g. the
 * original app built against it), mobile only, both apps' runs interleaved, ours as a share of
 * theirs (bench/lighthouse/compare.ts); `--compare-api` names the other app's API when it has one
 * of its own (an earlier build of this app on its own data), where its detail page's restaurant
 * is found. Without --base-url it starts the local system on a fresh data folder (the browser
 * tests' ports) and stops it after. Figures depend on the machine being otherwise idle: every run
 * prints Lighthouse's benchmark index, and docs/performance.md keeps it with each table.
 */
import os from 'node:os';
import { compare } from './lighthouse/compare';
import {
  measure,
  median,
  medianOf,
  type FormFactor,
  type Measure,
} from './lighthouse/lighthouse-run';
import { londonRestaurantId, option, pagesNamed, systemToMeasure } from './support/measured-pages';

const HEADER =
  '| page | form factor | performance | accessibility | best practices | SEO | LCP | CLS | TBT | main-thread | script | bytes |';

const row = (page: string, formFactor: FormFactor, m: Measure) =>
  `| ${page} | ${formFactor} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(1)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms | ${Math.round(m.mainThreadMs)} ms | ${Math.round(m.scriptMs)} ms | ${Math.round(m.bytes / 1024)} KiB |`;

async function measureOurs(
  web: string,
  pages: Array<{ name: string; path: string }>,
  runs: number,
) {
  const indexes: number[] = [];
  const rows: string[] = [];
  for (const page of pages) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        const m = await measure(`${web}${page.path}`, formFactor);
        measures.push(m);
        indexes.push(m.benchmarkIndex);
        console.log(
          `  ${page.name} ${formFactor} run ${run + 1}: benchmarkIndex ${Math.round(m.benchmarkIndex)}, load ${os.loadavg()[0].toFixed(2)}`,
        );
      }
      rows.push(row(page.name, formFactor, medianOf(measures)));
    }
  }
  console.log(`\nbenchmarkIndex median ${Math.round(median(indexes))}\n`);
  console.log(HEADER);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  rows.forEach((line) => console.log(line));
}

async function main() {
  const original = option('--compare');
  const compareApiUrl = option('--compare-api');
  const compareApi = compareApiUrl ? new URL(compareApiUrl).origin : undefined;
  const runs = Number(option('--runs') ?? (original ? 5 : 3));
  const system = await systemToMeasure();
  try {
    const { web, api } = system.addresses;
    const pages = pagesNamed([
      { name: '/', path: '/' },
      { name: '/search/london', path: '/search/london' },
      {
        name: '/detail/{id}',
        path: `/detail/${await londonRestaurantId(api)}`,
        originalPath: compareApi ? `/detail/${await londonRestaurantId(compareApi)}` : undefined,
      },
    ]);
    console.log(
      `Lighthouse 12, ${runs} runs each (${new Date().toISOString().slice(0, 10)}, ` +
        `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)})\n`,
    );
    if (original) await compare(pages, web, new URL(original).origin, runs);
    else await measureOurs(web, pages, runs);
  } finally {
    await system.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
