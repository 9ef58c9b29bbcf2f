import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Restaurant } from '@contract/restaurant';
import { waitUntilAnswering } from '../../system/system-processes';
import {
  multipartBody,
  solidImage,
  toFormEntries,
  validFields,
} from '../api/restaurants/restaurant-test-kit';
import { REPO_ROOT } from '@test/repo-root';

const KID = 'two-api-key';
/** Both processes must expect one audience; by default it follows each one's own port. */
export const AUDIENCE = 'https://forkful.test/api';

/** An identity provider reduced to what the API asks of it: its JWKS, and tokens it signs. */
export interface KeyServer {
  /** The issuer tokens name, with the trailing slash (AUTH0_DOMAIN is this without it). */
  issuer: string;
  /** An RS256 access token for `sub` (with an email), as the identity provider issues it. */
  tokenFor(sub: string): Promise<string>;
  close(): Promise<void>;
}

export async function startKeyServer(port: number): Promise<KeyServer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256' }],
  });
  const server = createServer((request, response) => {
    if (request.url !== '/.well-known/jwks.json') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    issuer,
    tokenFor: (sub) =>
      new SignJWT({ email: `${sub}@example.com` })
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .setSubject(sub)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
}

export interface ApiProcessOptions {
  port: number;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  issuer: string;
  writeRateLimit: number;
  /** More settings, e.g. KITCHEN_SWEEP_MS or STRIPE_API_URL. */
  env?: Record<string, string>;
}

/**
 * `npm start` with SERVICES=api, as its own process group (so that stopGroup stops all of it),
 * answering once its health check does.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SERVICES: 'api',
      HOST: '127.0.0.1',
      API_PORT: String(options.port),
      API_BASE_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      AUTH0_DOMAIN: options.issuer.replace(/\/$/, ''),
      AUTH0_AUDIENCE: AUDIENCE,
      WRITE_RATE_LIMIT: String(options.writeRateLimit),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitUntilAnswering([`${url}/api/health`], [child]);
  return { url, child };
}

/** A restaurant's owner and a customer, signed up through one API process. */
export interface OwnerAndCustomer {
  owner: Record<string, string>;
  customer: Record<string, string>;
  restaurant: Restaurant;
}

/** Signs up an owner and a customer through `api`, and saves the owner's restaurant there. */
export async function signUpOwnerAndCustomer(
  api: ApiProcess,
  keys: KeyServer,
): Promise<OwnerAndCustomer> {
  const owner = { authorization: `Bearer ${await keys.tokenFor(`owner-${randomUUID()}`)}` };
  const customer = { authorization: `Bearer ${await keys.tokenFor(`customer-${randomUUID()}`)}` };
  for (const headers of [owner, customer]) {
    const signedUp = await fetch(`${api.url}/api/my/user`, { method: 'POST', headers });
    if (signedUp.status !== 201) throw new Error(`Sign-up answered ${signedUp.status}`);
  }
  const form = await multipartBody(toFormEntries(validFields), {
    data: await solidImage('png', 320, 180),
  });
  const saved = await fetch(`${api.url}/api/my/restaurant`, {
    method: 'POST',
    headers: { ...owner, ...form.headers },
    body: new Uint8Array(form.payload),
  });
  if (saved.status !== 201) throw new Error(`Saving the restaurant answered ${saved.status}`);
  return { owner, customer, restaurant: (await saved.json()) as Restaurant };
}
