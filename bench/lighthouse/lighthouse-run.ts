import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../../test/e2e/support/browser';

export type FormFactor = 'mobile' | 'desktop';

/** What one Lighthouse run measured of a page. */
export interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  /** All main-thread work (Lighthouse's mainthread-work-breakdown), simulated CPU. */
  mainThreadMs: number;
  /** Of it, script evaluation, parsing and compiling. */
  scriptMs: number;
  /** Lighthouse's measure of the machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
}

// chrome-launcher starts Chromium itself: headless, with the browser tests' flags.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const SCRIPT_GROUPS = new Set(['scriptEvaluation', 'scriptParseCompile']);

interface BreakdownItem {
  group: string;
  duration: number;
}

/** One Lighthouse run of `url` in a fresh Chromium (no cache, no service worker). */
export async function measure(url: string, formFactor: FormFactor): Promise<Measure> {
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
    const { categories, audits, environment } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const breakdown = audits['mainthread-work-breakdown']?.details as
      { items?: BreakdownItem[] } | undefined;
    const scriptMs = (breakdown?.items ?? [])
      .filter((item) => SCRIPT_GROUPS.has(item.group))
      .reduce((sum, item) => sum + item.duration, 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      bytes: value('total-byte-weight'),
      mainThreadMs: value('mainthread-work-breakdown'),
      scriptMs: breakdown?.items ? scriptMs : Number.NaN,
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of the runs that measured it (a run Lighthouse could not time gives NaN). */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
}

/** Each figure's median over the runs. */
export function medianOf(runs: Measure[]): Measure {
  const keys = Object.keys(runs[0]) as Array<keyof Measure>;
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as Measure;
}
