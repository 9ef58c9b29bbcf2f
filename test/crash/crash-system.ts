import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { localSystem, type LocalSystem } from '../../contract/local-addresses';

const ROOT = path.resolve(__dirname, '../..');
const READY_TIMEOUT_MS = 180_000;

export interface CrashSystemOptions {
  /** The first of four ports: identity, API, checkout, web (the web server is not started). */
  basePort: number;
  dataDir: string;
  /** Whether the first start loads the demo catalogue (SEED_DEMO). */
  seedDemo: boolean;
}

/**
 * `npm start` (API, identity provider, local checkout on the embedded database) as a person runs
 * it, in a process group of its own, so that a SIGKILL to the group takes npm, the supervisor and
 * every service's process down at once, as a crash of the machine's processes would.
 */
export class CrashSystem {
  readonly system: LocalSystem;
  private child: ChildProcess | undefined;
  private readonly env: Record<string, string | undefined>;

  constructor(options: CrashSystemOptions) {
    const { basePort } = options;
    const ports = {
      IDENTITY_PORT: String(basePort),
      API_PORT: String(basePort + 1),
      PAYMENTS_PORT: String(basePort + 2),
      WEB_PORT: String(basePort + 3),
    };
    this.system = localSystem(ports);
    const env: Record<string, string | undefined> = {
      ...process.env,
      ...ports,
      SERVICES: 'api,identity,payments',
      DATA_DIR: options.dataDir,
      SEED_DEMO: options.seedDemo ? 'true' : 'false',
      LOG_LEVEL: 'error',
      // The load is one test client per person; the per-user write limit is not what is tested.
      WRITE_RATE_LIMIT: '100000',
    };
    // The local system's own identity provider, database and checkout, whatever this shell says.
    for (const name of Object.keys(env)) {
      if (/^(AUTH0_|IDENTITY_ISSUER|DATABASE_URL|STRIPE_|REDIS_URL)/.test(name)) delete env[name];
    }
    this.env = env;
  }

  get addresses() {
    return this.system.addresses;
  }

  start(): void {
    this.child = spawn('npm', ['start'], {
      cwd: ROOT,
      env: this.env,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
  }

  /** Waits until the API and the checkout answer; fails when `npm start` exits first. */
  async ready(): Promise<void> {
    const { api, payments, identity } = this.addresses;
    const probes = [
      `${api}/api/health`,
      `${payments}/pay/none`,
      `${identity}/.well-known/openid-configuration`,
    ];
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.child?.exitCode != null)
        throw new Error(`npm start exited with ${this.child.exitCode}`);
      const answers = await Promise.all(
        probes.map((url) =>
          fetch(url).then(
            (response) => response.status < 500,
            () => false,
          ),
        ),
      );
      if (answers.every(Boolean)) return;
      await sleep(250);
    }
    throw new Error(`The system did not answer within ${READY_TIMEOUT_MS / 1000} s`);
  }

  /** SIGKILL to the whole group, then waits until none of its processes is left. */
  async kill(): Promise<void> {
    await this.signalGroup('SIGKILL', 10_000);
  }

  /** SIGTERM to the whole group, as a process manager stops it; SIGKILL if it hangs. */
  async stop(): Promise<void> {
    if (!(await this.signalGroup('SIGTERM', 20_000))) await this.kill();
  }

  private async signalGroup(signal: NodeJS.Signals, withinMs: number): Promise<boolean> {
    const pgid = this.child?.pid;
    if (!pgid || !isGroupAlive(pgid)) return true;
    process.kill(-pgid, signal);
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      if (!isGroupAlive(pgid)) return true;
      await sleep(20);
    }
    return false;
  }
}

function isGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
