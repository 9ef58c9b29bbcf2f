/**
 * `npm run bench:profile [-- --base-url URL --api-url URL] [--runs N] [--pages /,/search/london]`:
 * where each page's main-thread time goes on a phone. Loads /, /search/london and the detail page
 * of a London restaurant in Debian's Chromium at a phone's size with the CPU slowed 4× (as
 * Lighthouse's mobile runs are), a fresh context each run (no cache, no service worker), and
 * prints per page the mean of N runs (3 by default):
 * - Chromium's own totals: script, style recalculation, layout and all tasks;
 * - the CPU profile's self time by library or product source file, named through the scripts'
 *   source maps (served beside them), '(program)' being the renderer's native work.
 * Without --base-url it starts the local system on a fresh data folder, as bench:lighthouse does.
 * Figures depend on the machine: Lighthouse's benchmark index is printed before and after.
 */
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser';
import { addSelfTime, SourceMaps, type SelfTime } from './profile/attribute-samples';
import { benchmarkIndex } from './support/machine-speed';
import { londonRestaurantId, option, pagesNamed, systemToMeasure } from './support/measured-pages';

const PHONE = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;
// Long enough for the pictures and the idle-time work a page starts once it is shown.
const AFTER_NETWORK_IDLE_MS = 1500;
const ROWS_PER_PAGE = 20;

// Chromium's Performance.getMetrics totals (seconds) shown, under the names printed.
const CHROMIUM_TOTALS = {
  ScriptDuration: 'script',
  RecalcStyleDuration: 'style',
  LayoutDuration: 'layout',
  TaskDuration: 'all tasks',
} as const;

/** One visit of `url`: Chromium's totals (ms) and the CPU profile's self time added to `self`. */
async function profileOnce(browser: Browser, url: string, maps: SourceMaps, self: SelfTime) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(AFTER_NETWORK_IDLE_MS);
    const { profile } = await cdp.send('Profiler.stop');
    const { metrics } = await cdp.send('Performance.getMetrics');
    await addSelfTime(profile, maps, self);
    return new Map(metrics.map(({ name, value }) => [name, value * 1000]));
  } finally {
    await context.close();
  }
}

async function profilePage(
  browser: Browser,
  maps: SourceMaps,
  { name, url }: { name: string; url: string },
  runs: number,
) {
  const self: SelfTime = new Map();
  const totals = new Map<string, number>();
  for (let run = 0; run < runs; run += 1) {
    const metrics = await profileOnce(browser, url, maps, self);
    for (const metric of Object.keys(CHROMIUM_TOTALS)) {
      totals.set(metric, (totals.get(metric) ?? 0) + (metrics.get(metric) ?? 0));
    }
  }
  const mean = (ms: number) => `${Math.round(ms / runs)} ms`.padStart(8);
  console.log(`\n${name} (mean of ${runs} runs, CPU ${CPU_SLOWDOWN}× slower)`);
  console.log(
    Object.entries(CHROMIUM_TOTALS)
      .map(([metric, label]) => `${label} ${mean(totals.get(metric)!).trim()}`)
      .join(', '),
  );
  const sampled = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`CPU profile, self time (${mean(sampled).trim()} sampled in all):`);
  [...self]
    .sort(([, a], [, b]) => b - a)
    .slice(0, ROWS_PER_PAGE)
    .forEach(([label, ms]) => console.log(`${mean(ms)}  ${label}`));
}

async function main() {
  const runs = Number(option('--runs') ?? 3);
  const system = await systemToMeasure();
  const browser = await launchBrowser();
  try {
    const { web, api } = system.addresses;
    const pages = pagesNamed([
      { name: '/', path: '/' },
      { name: '/search/london', path: '/search/london' },
      { name: '/detail/{id}', path: `/detail/${await londonRestaurantId(api)}` },
    ]);
    console.log(
      `${new Date().toISOString().slice(0, 16)}, ${os.cpus().length} cores, load ` +
        `${os.loadavg()[0].toFixed(2)}, benchmark index ${await benchmarkIndex()}`,
    );
    // One set of source maps for every page: the chunks they share are read once.
    const maps = new SourceMaps();
    for (const { name, path } of pages) {
      await profilePage(browser, maps, { name, url: `${web}${path}` }, runs);
    }
    console.log(`\nbenchmark index after: ${await benchmarkIndex()}`);
  } finally {
    await browser.close();
    await system.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
