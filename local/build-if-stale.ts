import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  BUILD_PROFILE_KEY,
  BUILD_SETTINGS_FILE,
  buildProfileFrom,
  buildSettingsFrom,
  type BuildProfile,
  type BuildSettings,
} from '@contract/build-settings';
import { webDistDir } from './web-dist-dir';

/** What the bundle is made from: a change to any of these makes dist/ stale. */
export const BUILD_SOURCES = [
  'src',
  'public',
  'contract',
  // The product's machines (@machines), which the pages import.
  'machines',
  'webpack.config.ts',
  // webpack's parts (the manifest, precompression …) and the path aliases.
  'build/webpack',
  'build/path-aliases.cjs',
  'babel.config.js',
  '.browserslistrc',
];

export interface BuildIfStaleOptions {
  build?: (root: string, profile: BuildProfile) => Promise<void>;
  log?: (line: string) => void;
  /** Where the build settings come from; the build itself inherits this process's environment. */
  env?: Record<string, string | undefined>;
}

/** What decides whether dist/ is stale, read from the disk and the environment. */
export interface BuildState {
  /** The build's folder as the reasons name it: dist, or what WEB_DIST_DIR names. */
  folder: string;
  /** When dist/index.html was written; undefined when there is none. */
  builtAt: number | undefined;
  /** The latest modification time of any of BUILD_SOURCES (0 when none exists). */
  newestSource: number;
  /** The settings and profile dist/ says it was built with; undefined when it does not say. */
  recorded: Record<string, string> | undefined;
  /** The settings a build would be made with now. */
  current: BuildSettings;
  /** The profile asked for: a release build serves either, a quick one only 'quick'. */
  profile: BuildProfile;
}

export type Staleness = { stale: false } | { stale: true; reason: string };

/**
 * Whether dist/ must be rebuilt, and why: missing, older than a source, other settings, or a quick
 * build where the release build is asked for.
 */
export function staleness(state: BuildState): Staleness {
  const { folder, builtAt, newestSource, current, profile } = state;
  if (builtAt === undefined) return { stale: true, reason: `${folder}/ is missing` };
  if (newestSource > builtAt) return { stale: true, reason: 'sources changed' };
  if (!state.recorded) {
    return { stale: true, reason: `${folder}/ does not record its build settings` };
  }
  // A build recorded before profiles existed was a release build.
  const { [BUILD_PROFILE_KEY]: builtAs = 'release', ...recorded } = state.recorded;
  const now: Record<string, string> = current;
  const changed = [...new Set([...Object.keys(now), ...Object.keys(recorded)])]
    .filter((name) => recorded[name] !== now[name])
    .map((name) => `${name} ${recorded[name] ?? 'unset'} → ${now[name] ?? 'unset'}`);
  if (changed.length > 0) {
    return { stale: true, reason: `build settings changed (${changed.join(', ')})` };
  }
  if (profile === 'release' && builtAs !== 'release') {
    return { stale: true, reason: `${folder}/ holds a ${builtAs} build, not the release build` };
  }
  return { stale: false };
}

/**
 * Builds the SPA when dist/index.html is missing or older than its newest source, or when
 * dist/ was built with other build settings than the environment gives now; in the profile
 * WEB_BUILD asks for, quick by default.
 */
export async function buildIfStale(
  root: string,
  { build = runBuild, log = console.log, env = process.env }: BuildIfStaleOptions = {},
): Promise<{ built: boolean }> {
  const dist = webDistDir(root, env);
  const [builtAt, recorded, sources] = await Promise.all([
    modifiedAt(path.join(dist, 'index.html')),
    recordedSettings(path.join(dist, BUILD_SETTINGS_FILE)),
    Promise.all(BUILD_SOURCES.map((name) => newestIn(path.join(root, name)))),
  ]);
  const newestSource = Math.max(0, ...sources);
  const profile = buildProfileFrom(env);
  const current = buildSettingsFrom(env);
  // Named relative to the project when inside it (dist), else in full.
  const inside = path.relative(root, dist);
  const folder = inside.startsWith('..') ? dist : inside;
  const verdict = staleness({ folder, builtAt, newestSource, recorded, current, profile });
  if (!verdict.stale) {
    log(`web: ${folder}/ is up to date, not building`);
    return { built: false };
  }
  log(`web: ${verdict.reason}, building (${profile})…`);
  await build(root, profile);
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
 * Runs `npm run build`, the one definition of the production build, on this terminal; the quick
 * profile is the same build with webpack's `--env quick` (webpack.config.ts).
 */
export function runBuild(root: string, profile: BuildProfile): Promise<void> {
  const options = [
    ...(profile === 'quick' ? ['--env', 'quick'] : []),
    // On a terminal, webpack's percentage and current step, rewritten in place.
    ...(process.stdout.isTTY ? ['--progress'] : []),
  ];
  const args = ['run', 'build', ...(options.length > 0 ? ['--', ...options] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The web build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
