import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

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
  build?: (root: string) => Promise<void>;
  log?: (line: string) => void;
}

/** Builds the SPA when dist/index.html is missing or older than its newest source. */
export async function buildIfStale(
  root: string,
  { build = runBuild, log = console.log }: BuildIfStaleOptions = {},
): Promise<{ built: boolean }> {
  const builtAt = await modifiedAt(path.join(root, 'dist', 'index.html'));
  const sources = await Promise.all(BUILD_SOURCES.map((name) => newestIn(path.join(root, name))));
  const newestSource = Math.max(0, ...sources);
  if (builtAt !== undefined && builtAt >= newestSource) {
    log('web: dist/ is up to date, not building');
    return { built: false };
  }
  log(`web: ${builtAt === undefined ? 'dist/ is missing' : 'sources changed'}, building…`);
  await build(root);
  return { built: true };
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

/** Runs `npm run build`, the one definition of the production build, on this terminal. */
export function runBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The web build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
