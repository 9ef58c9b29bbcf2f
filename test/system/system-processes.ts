import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
// Relative: Jest's global setup for the browser tests loads this file without the path aliases.
import { localSystem } from '../../contract/local-addresses';
import { isProcessRunning } from '../../local/shared/process-running';

const READY_TIMEOUT_MS = 180_000;
const ROOT = path.resolve(__dirname, '../..');

/** The port settings `npm start` reads; every address follows from them. */
export type SystemPorts = Record<
  'IDENTITY_PORT' | 'API_PORT' | 'WEB_PORT' | 'PAYMENTS_PORT',
  string
>;

/**
 * The browser tests' ports, off `npm start`'s defaults so that a running system is left alone;
 * the browser paths use them too, to serve the build the browser tests made.
 */
export const BROWSER_TEST_PORTS: SystemPorts = {
  IDENTITY_PORT: '4100',
  API_PORT: '7100',
  WEB_PORT: '3100',
  PAYMENTS_PORT: '4342',
};

/**
 * The ports a test run's system listens on: `basePort` and the three after it (identity, API, web,
 * payments) when given, so that a second run can go on beside another; else `defaults`.
 */
export function portsFrom(basePort: string | undefined, defaults: SystemPorts): SystemPorts {
  if (!basePort) return defaults;
  const port = (offset: number) => String(Number(basePort) + offset);
  return { IDENTITY_PORT: port(0), API_PORT: port(1), WEB_PORT: port(2), PAYMENTS_PORT: port(3) };
}

/** Where `npm start` on these ports answers. */
export function systemAddresses(ports: SystemPorts) {
  return localSystem(ports).addresses;
}

/**
 * `npm start`'s server for `services` on `ports` over the data folder, run as `npm start` runs
 * it (node with tsx's loader: no tsx CLI relaying signals), as a detached process group, so that
 * stopping it stops everything it started.
 */
export function startServices(
  services: string,
  dataDir: string,
  ports: SystemPorts,
  settings: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...settings,
      ...ports,
      SERVICES: services,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/** Stops a detached process and everything it started, gracefully (SIGINT), and waits for it. */
export async function stopGroup(pid: number | undefined) {
  if (!pid || !isProcessRunning(pid)) return;
  process.kill(-pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isProcessRunning(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isProcessRunning(pid)) process.kill(-pid, 'SIGKILL');
}

/**
 * Waits until every probe answers 200, asking every `intervalMs`, failing early when one of the
 * processes exits.
 */
export async function waitUntilAnswering(
  probes: string[],
  processes: ChildProcess[],
  { timeoutMs = READY_TIMEOUT_MS, intervalMs = 500 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = processes.find((child) => child.exitCode !== null);
    if (exited) throw new Error(`npm start exited with ${exited.exitCode}`);
    const answers = await Promise.all(
      probes.map((url) =>
        fetch(url).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    if (answers.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`The system did not answer within ${timeoutMs / 1000} s`);
}
