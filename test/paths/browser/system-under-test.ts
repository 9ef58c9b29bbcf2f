import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSystem } from '@contract/local-addresses';
import {
  BROWSER_TEST_PORTS,
  portsFrom,
  startServices,
  stopGroup,
  waitUntilAnswering,
  type SystemPorts,
} from '../../system/system-processes';

/** Where the system a browser run drives answers. */
export interface SystemAddresses {
  web: string;
  api: string;
  identity: string;
  payments: string;
}

/** The system a run drives, and how to let it go when the run is over. */
export interface SystemUnderTest {
  addresses: SystemAddresses;
  stop: () => Promise<void>;
}

/**
 * The local system's ports for a browser run: the browser tests' own, so a run after them serves
 * the web build those tests made instead of building another. PATHS_BASE_PORT moves them (that
 * port and the three after it), so that a run can go on beside the browser tests; with
 * WEB_DIST_DIR naming a folder of its own, as its build calls other addresses (CI does so).
 */
export const LOCAL_PORTS: SystemPorts = portsFrom(process.env.PATHS_BASE_PORT, BROWSER_TEST_PORTS);

/** `npm start` on a fresh data folder, deleted when the run stops it. */
export async function startLocalSystem(ports = LOCAL_PORTS): Promise<SystemUnderTest> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkful-paths-'));
  const addresses = localSystem(ports).addresses;
  // The pages as deployed: a quick build in dist/ is replaced by the release build.
  const system = startServices('identity,payments,api,web', dataDir, ports, {
    WEB_BUILD: 'release',
  });
  try {
    await waitUntilAnswering([`${addresses.api}/api/health`, `${addresses.web}/`], [system]);
  } catch (error) {
    await stopGroup(system.pid);
    throw error;
  }
  return {
    addresses,
    stop: async () => {
      await stopGroup(system.pid);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A deployment named by `--base-url` (its web app) and the environment (documented in README):
 * PATHS_API_URL, PATHS_IDENTITY_URL and PATHS_PAYMENTS_URL. Nothing is started or stopped.
 */
export function deployedSystem(baseUrl: string, env = process.env): SystemUnderTest {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`--base-url needs ${name} (see README: Test paths in a browser)`);
    return new URL(value).origin;
  };
  return {
    addresses: {
      web: new URL(baseUrl).origin,
      api: required('PATHS_API_URL'),
      identity: required('PATHS_IDENTITY_URL'),
      payments: required('PATHS_PAYMENTS_URL'),
    },
    stop: async () => undefined,
  };
}
