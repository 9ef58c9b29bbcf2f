import { spawnSync } from 'node:child_process';

/** The Redis the tests use: TEST_REDIS_URL, or the one on this machine's default port. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether something accepts TCP connections at `url`'s host and port, answered synchronously so
 * that a test file can decide whether its suite runs before Jest collects it.
 */
export function isReachable(url: string, defaultPort: number): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require('node:net')
    .connect(${Number(port) || defaultPort}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0))
    .on('error', () => process.exit(1))
    .setTimeout(2000, () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5_000 }).status === 0;
}

/** `describe`, or `describe.skip` with a line saying what is missing. */
export function describeWhen(reachable: boolean, missing: string) {
  if (reachable) return describe;
  console.warn(`Skipped: ${missing}`);
  return describe.skip;
}
