import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '@test/repo-root';

export const WEB_ORIGIN = 'http://localhost:3000';
/** A second web origin of the same client, e.g. the web app served on another port. */
export const SECOND_ORIGIN = 'http://localhost:3100';
export const CLIENT_ID = 'forkful-web';
export const AUDIENCE = 'http://localhost:7000/api';

export interface IdentityProcess {
  /** http://localhost:{port}/ — the issuer, with its trailing slash. */
  issuer: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0);
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

async function waitUntilReady(issuer: string, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`identity process exited early:\n${exit}`);
    try {
      const response = await fetch(new URL('.well-known/openid-configuration', issuer));
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('identity process did not become ready');
}

/** Runs `local/identity/main.ts` as the real process `npm start` runs, on its own port. */
export async function startIdentityProcess(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<IdentityProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/identity/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      IDENTITY_PORT: String(port),
      IDENTITY_ISSUER: '',
      DATA_DIR: dataDir,
      WEB_ORIGIN: `${WEB_ORIGIN}, ${SECOND_ORIGIN}`,
      AUTH0_CLIENT_ID: CLIENT_ID,
      AUTH0_AUDIENCE: AUDIENCE,
      IDENTITY_ACCESS_TOKEN_TTL: '',
      IDENTITY_ID_TOKEN_TTL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitCode: number | null | undefined;
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', (code) => (exitCode = code));
  const issuer = `http://localhost:${port}/`;
  await waitUntilReady(issuer, () => (exitCode === undefined ? undefined : output));
  return {
    issuer,
    async stop() {
      if (exitCode !== undefined) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The identity process of a test file and its data folder, once `beforeAll` has started it. */
export interface IdentityForTests {
  readonly issuer: string;
  readonly dataDir: string;
}

/**
 * Runs an identity process for the calling test file: started before its tests on a throwaway
 * data folder, stopped and the folder removed after them.
 */
export function identityForTests(name: string): IdentityForTests {
  let identity: IdentityProcess | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `identity-${name}-`));
    identity = await startIdentityProcess(dataDir, await freePort());
  });
  afterAll(async () => {
    await identity?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get issuer() {
      if (!identity) throw new Error('The identity process has not started');
      return identity.issuer;
    },
    get dataDir() {
      return dataDir;
    },
  };
}
