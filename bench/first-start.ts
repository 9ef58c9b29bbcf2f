/**
 * `npm run bench:first-start [-- --runs N]`: how long `npm start` takes to serve, as a new user
 * meets it. Each run clones this checkout's last commit into a scratch folder whose node_modules
 * holds links to the installed packages but no caches (as after `npm install` on a fresh clone:
 * no dist/, no data folder, no demo pictures or database template made yet), then times
 * `npm start` until the web app's first page and the API both answer (the API listens once the
 * demo catalogue is loaded, the web server once the app is built and the API answers); then
 * stops it and times a second start on the same folder. Prints each run, the medians, the
 * machine's load and its speed before and after the runs (Lighthouse's benchmark index).
 * Ports: FIRST_START_BASE_PORT (5500) and the three after it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { localSystem } from '../contract/local-addresses';
import { stopGroup, waitUntilAnswering } from '../test/system/system-processes';
import { benchmarkIndex } from './support/machine-speed';

const ROOT = path.resolve(__dirname, '..');
const BASE_PORT = Number(process.env.FIRST_START_BASE_PORT ?? 5500);
const PORTS = {
  IDENTITY_PORT: String(BASE_PORT),
  API_PORT: String(BASE_PORT + 1),
  PAYMENTS_PORT: String(BASE_PORT + 2),
  WEB_PORT: String(BASE_PORT + 3),
};
const GIVE_UP_MS = 10 * 60_000;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

/** A clone of the last commit with the installed packages linked in, and no caches. */
function freshClone(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'forkful-first-start-'));
  execFileSync('git', ['clone', '-q', ROOT, dir]);
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache') continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  return dir;
}

/** Starts `npm start` in `dir` and answers the seconds until the page and the API answer. */
async function timeStart(dir: string): Promise<number> {
  const { addresses } = localSystem(PORTS);
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, ...PORTS, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitUntilAnswering([`${addresses.web}/`, `${addresses.api}/api/health`], [child], {
      timeoutMs: GIVE_UP_MS,
      intervalMs: 100,
    });
    return (Date.now() - started) / 1000;
  } finally {
    await stopGroup(child.pid);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const load = () => loadavg()[0].toFixed(1);

async function main() {
  const runs = option('--runs', 3);
  const indexBefore = await benchmarkIndex();
  const first: number[] = [];
  const second: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const dir = freshClone();
    try {
      const loadBefore = load();
      first.push(await timeStart(dir));
      second.push(await timeStart(dir));
      console.log(
        `run ${run}: first start ${first.at(-1)!.toFixed(1)} s, second start ` +
          `${second.at(-1)!.toFixed(1)} s (load ${loadBefore} before, ${load()} after)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `median of ${runs}: first start ${median(first).toFixed(1)} s, ` +
      `second start ${median(second).toFixed(1)} s; benchmarkIndex ${indexBefore} before the ` +
      `runs, ${await benchmarkIndex()} after`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
