import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Relative: Jest's global setup, which loads this file, does not apply the path aliases.
import {
  BROWSER_TEST_PORTS,
  portsFrom,
  startServices as startServicesOn,
  stopGroup,
  systemAddresses,
  waitUntilAnswering,
  type SystemPorts,
} from '../../system/system-processes';

/**
 * The browser tests run `npm start` with only its ports moved off the defaults: every journey then
 * shows that the addresses follow the ports, and a system already running on the defaults is left
 * alone. E2E_BASE_PORT moves them again (that port and the three after it), so that a second run
 * can go on beside this one.
 */
export const SYSTEM_PORTS: SystemPorts = portsFrom(process.env.E2E_BASE_PORT, BROWSER_TEST_PORTS);

/** The addresses the browser tests visit. */
export const SYSTEM = systemAddresses(SYSTEM_PORTS);

/** The system of a test run: its data folder is named by the environment the tests inherit. */
export interface RunningSystem {
  others: ChildProcess;
  dataDir: string;
}

/**
 * Starts `npm start`'s processes on a fresh, throwaway data folder and waits until they answer:
 * the API as a process of its own (SERVICES=api), so that a test can restart it, and the rest.
 */
export async function startSystem(): Promise<RunningSystem> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkful-e2e-'));
  // Test files run in workers started after this, with this environment.
  process.env.E2E_DATA_DIR = dataDir;
  // The pages as deployed: a quick build in dist/ is replaced by the release build.
  const others = startServices('identity,payments,web', dataDir, { WEB_BUILD: 'release' });
  const api = startApi(dataDir);
  await waitUntilAnswering([`${SYSTEM.api}/api/health`, `${SYSTEM.web}/`], [others, api]);
  return { others, dataDir };
}

export async function stopSystem({ others, dataDir }: RunningSystem) {
  await Promise.all([stopGroup(others.pid), stopGroup(apiPid(dataDir))]);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Stops the API and starts it again on the same data, as a deployment or a crash does, with
 * `settings` added to its environment; answers once the new process serves. Open event streams
 * end with the old process.
 */
export async function restartApi(settings: Record<string, string> = {}): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('The browser tests did not start the system');
  await stopGroup(apiPid(dataDir));
  const api = startApi(dataDir, settings);
  api.unref();
  await waitUntilAnswering([`${SYSTEM.api}/api/health`], [api]);
}

const startServices = (services: string, dataDir: string, settings?: Record<string, string>) =>
  startServicesOn(services, dataDir, SYSTEM_PORTS, settings);

/** The API process, whose id is kept in the data folder for whoever restarts or stops it. */
function startApi(dataDir: string, settings?: Record<string, string>): ChildProcess {
  const api = startServices('api', dataDir, settings);
  writeFileSync(path.join(dataDir, 'api.pid'), String(api.pid));
  return api;
}

function apiPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'api.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : undefined;
}
