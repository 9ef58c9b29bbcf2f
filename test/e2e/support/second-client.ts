import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_IDENTITY, localSystem } from '@contract/local-addresses';
import { startApiServer } from '@server/api-server';
import { loadConfig } from '@server/config';
import type { RunningServer } from '@server/running-server';
import { REPO_ROOT } from '@test/repo-root';

/** The second client's own origin: listed second in WEB_ORIGIN, after the web app's. */
export const SECOND_CLIENT_ORIGIN = 'http://localhost:3201';

/**
 * An identity provider and an API of their own (the suite's system runs with WEB_ORIGIN at its
 * default), on ports of their own, whose WEB_ORIGIN lists the second client beside the web app.
 */
const ENV = {
  IDENTITY_PORT: '4200',
  API_PORT: '7200',
  WEB_PORT: '3200',
  WEB_ORIGIN: `http://localhost:3200,${SECOND_CLIENT_ORIGIN}`,
  LOG_LEVEL: 'warn',
};
export const SECOND_SYSTEM = localSystem(ENV).addresses;

export interface SecondClientSystem {
  stop(): Promise<void>;
}

/** Starts the identity provider and the API for the second client, and serves the client. */
export async function startSecondClientSystem(): Promise<SecondClientSystem> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkful-second-client-'));
  const env = { ...process.env, ...ENV, DATA_DIR: dataDir };
  const identity = spawn(process.execPath, ['--import', 'tsx', 'local/identity/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stops: Array<() => Promise<void>> = [() => stopProcess(identity)];
  const stop = async () => {
    await Promise.allSettled(stops.map((close) => close()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${SECOND_SYSTEM.identity}/.well-known/openid-configuration`, identity);
    const api: RunningServer = await startApiServer(loadConfig(env));
    stops.push(api.close);
    const client = await serveClient();
    stops.push(() => closeServer(client));
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** The client's page, with its settings, and the SDK's browser build beside it. */
function serveClient(): Promise<Server> {
  const settings = {
    domain: SECOND_SYSTEM.identity,
    clientId: LOCAL_IDENTITY.clientId,
    audience: localSystem(ENV).audience,
    api: SECOND_SYSTEM.api,
  };
  const page = readFileSync(path.join(__dirname, 'second-client/index.html'), 'utf8').replace(
    '__SETTINGS__',
    JSON.stringify(settings),
  );
  const sdk = readFileSync(
    require.resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.js'),
    'utf8',
  );
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', SECOND_CLIENT_ORIGIN);
    const isSdk = url.pathname === '/auth0-spa-js.js';
    response.writeHead(200, {
      'content-type': isSdk ? 'text/javascript' : 'text/html; charset=utf-8',
    });
    response.end(isSdk ? sdk : page);
  });
  const port = Number(new URL(SECOND_CLIENT_ORIGIN).port);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

async function waitForAnswer(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: its process exited`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
