/**
 * `npm run bench:lighthouse [-- --base-url URL --api-url URL] [--runs N]`: Lighthouse (the npm
 * package, in Debian's Chromium) on /, /search/london and the detail page of a London restaurant,
 * mobile and desktop, N runs each (3 by default); prints the medians. Without --base-url it starts
 * the local system on a fresh data folder (the browser tests' ports) and stops it after.
 * Figures depend on the machine being otherwise idle: docs/performance.md keeps a quiet run's.
 */
import { launch } from 'chrome-launcher';
import {
  LOCAL_PORTS,
  startLocalSystem,
  type SystemUnderTest,
} from '../test/paths/browser/system-under-test';
import { localSystem } from '../contract/local-addresses';
import { CHROMIUM_ARGS } from '../test/e2e/support/browser';

type FormFactor = 'mobile' | 'desktop';

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
}

// chrome-launcher starts Chromium itself: headless, with the browser tests' flags.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The median of the runs that measured it (a run Lighthouse could not time gives NaN). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/** A London restaurant that is on the first page of results: the detail page to measure. */
async function londonRestaurantId(api: string): Promise<string> {
  const answer = await fetch(`${api}/api/restaurant/search/london`);
  const { data } = (await answer.json()) as { data: Array<{ _id: string }> };
  if (!data.length) throw new Error('No restaurant in London to measure');
  return data[0]._id;
}

/** One Lighthouse run of `url` in a fresh Chromium (no cache, no service worker). */
async function measure(url: string, formFactor: FormFactor): Promise<Measure> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

function medianOf(runs: Measure[]): Measure {
  const of = (key: keyof Measure) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    bytes: of('bytes'),
  };
}

const HEADER =
  '| page | form factor | performance | accessibility | best practices | SEO | LCP | CLS | TBT | bytes |';

const row = (page: string, formFactor: FormFactor, m: Measure) =>
  `| ${page} | ${formFactor} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(1)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms | ${Math.round(m.bytes / 1024)} KiB |`;

async function main() {
  const baseUrl = option('--base-url');
  const runs = Number(option('--runs') ?? 3);
  const system: SystemUnderTest = baseUrl
    ? {
        addresses: {
          ...localSystem(LOCAL_PORTS).addresses,
          web: new URL(baseUrl).origin,
          api: new URL(option('--api-url') ?? baseUrl).origin,
        },
        stop: async () => undefined,
      }
    : await startLocalSystem();
  try {
    const { web, api } = system.addresses;
    const detail = `/detail/${await londonRestaurantId(api)}`;
    const pages = ['/', '/search/london', detail];
    console.log(
      `Lighthouse 12, ${runs} runs each, medians (${new Date().toISOString().slice(0, 10)})\n`,
    );
    console.log(HEADER);
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const measures: Measure[] = [];
        for (let run = 0; run < runs; run += 1)
          measures.push(await measure(`${web}${page}`, formFactor));
        console.log(row(page === detail ? '/detail/{id}' : page, formFactor, medianOf(measures)));
      }
    }
  } finally {
    await system.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
