import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  BUILD_SETTINGS_FILE,
  buildSettingsFrom,
  type BuildSettings,
} from '@contract/build-settings';

/** What the bundle is made from: a change to any of these makes dist/ stale. */
export const BUILD_SOURCES = [
  'src',
  'public',
  'contract',
  'webpack.config.ts',
  'babel.config.js',
  '.browserslistrc',
];

export interface BuildIfStaleOptions {
  /** Builds dist/; `runStartBuild` by default. */
  build?: (root: string, signal?: AbortSignal) => Promise<void>;
  /** Ends a build under way (its process is killed) and rejects. */
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** Where the build settings come from; the build itself inherits this process's environment. */
  env?: Record<string, string | undefined>;
}

/** What decides whether dist/ is stale, read from the disk and the environment. */
export interface BuildState {
  /** When dist/index.html was written; undefined when there is none. */
  builtAt: number | undefined;
  /** The latest modification time of any of BUILD_SOURCES (0 when none exists). */
  newestSource: number;
  /** The settings dist/ says it was built with; undefined when it does not say. */
  recorded: Record<string, string> | undefined;
  /** The settings a build would be made with now. */
  current: BuildSettings;
}

export type Staleness = { stale: false } | { stale: true; reason: string };

/** Whether dist/ must be rebuilt, and why: missing, older than a source, or other settings. */
export function staleness({ builtAt, newestSource, recorded, current }: BuildState): Staleness {
  if (builtAt === undefined) return { stale: true, reason: 'dist/ is missing' };
  if (newestSource > builtAt) return { stale: true, reason: 'sources changed' };
  if (!recorded) return { stale: true, reason: 'dist/ does not record its build settings' };
  const now: Record<string, string> = current;
  const changed = [...new Set([...Object.keys(now), ...Object.keys(recorded)])]
    .filter((name) => recorded[name] !== now[name])
    .map((name) => `${name} ${recorded[name] ?? 'unset'} → ${now[name] ?? 'unset'}`);
  if (changed.length > 0) {
    return { stale: true, reason: `build settings changed (${changed.join(', ')})` };
  }
  return { stale: false };
}

/**
 * Builds the SPA when dist/index.html is missing or older than its newest source, or when
 * dist/ was built with other build settings than the environment gives now.
 */
export async function buildIfStale(
  root: string,
  { build = runStartBuild, log = console.log, env = process.env, signal }: BuildIfStaleOptions = {},
): Promise<{ built: boolean }> {
  const dist = path.join(root, 'dist');
  const [builtAt, recorded, sources] = await Promise.all([
    modifiedAt(path.join(dist, 'index.html')),
    recordedSettings(path.join(dist, BUILD_SETTINGS_FILE)),
    Promise.all(BUILD_SOURCES.map((name) => newestIn(path.join(root, name)))),
  ]);
  const newestSource = Math.max(0, ...sources);
  const verdict = staleness({ builtAt, newestSource, recorded, current: buildSettingsFrom(env) });
  if (!verdict.stale) {
    log('web: dist/ is up to date, not building');
    return { built: false };
  }
  log(`web: ${verdict.reason}, building…`);
  const started = Date.now();
  await build(root, signal);
  log(`web: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { built: true };
}

/** The settings a build recorded (the webpack config writes them); undefined when unreadable. */
async function recordedSettings(file: string): Promise<Record<string, string> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    const isRecord =
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      Object.values(parsed).every((value) => typeof value === 'string');
    return isRecord ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

async function modifiedAt(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The latest modification time of a file, or of any file below a folder (0 when absent). */
async function newestIn(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => modifiedAt(path.join(entry.parentPath, entry.name))),
  );
  return Math.max(0, ...times.map((time) => time ?? 0));
}

/**
 * The production build as `npm start` makes it (webpack.config.ts with `--env start`): the same
 * bundle as `npm run build`'s, without source maps, with webpack's cache in node_modules/.cache
 * and its progress on this terminal. Killed when `signal` aborts.
 */
export function runStartBuild(root: string, signal?: AbortSignal): Promise<void> {
  const cli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
  const args = ['--import', 'tsx', cli, '--mode', 'production', '--env', 'start'];
  return runToEnd(process.execPath, args, root, signal);
}

function runToEnd(
  command: string,
  args: string[],
  root: string,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('The web build was stopped'));
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    const stop = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', stop, { once: true });
    child.once('error', reject);
    child.once('exit', (code, exitSignal) => {
      signal?.removeEventListener('abort', stop);
      if (code === 0) resolve();
      else if (signal?.aborted) reject(new Error('The web build was stopped'));
      else reject(new Error(`The web build failed (${exitSignal ?? `exit code ${code}`})`));
    });
  });
}
