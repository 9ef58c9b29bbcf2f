import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AUDIENCE, freePort, startIdentityProcess, type IdentityProcess } from './identity-process';
import { authorizeRequest, exchangeCode, refresh, signIn } from './oidc-flow';
import { TestBrowser } from './test-browser';

jest.setTimeout(60_000);

let identity: IdentityProcess;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-restart-'));
  port = await freePort();
  identity = await startIdentityProcess(dataDir, port);
});

afterAll(async () => {
  await identity?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function jwksKids(issuer: string): Promise<string[]> {
  const response = await fetch(`${issuer}.well-known/jwks.json`);
  const { keys } = (await response.json()) as { keys: Array<{ kid: string; d?: string }> };
  expect(keys.every((key) => key.d === undefined)).toBe(true);
  return keys.map((key) => key.kid);
}

it('keeps keys, accounts, sessions and refresh tokens across a restart', async () => {
  const browser = new TestBrowser();
  const { request, callback } = await signIn(
    browser,
    identity.issuer,
    'stay@example.com',
    'stay signed in',
  );
  const { tokens } = await exchangeCode(identity.issuer, request, callback);
  const kidsBefore = await jwksKids(identity.issuer);
  expect(kidsBefore).toHaveLength(1);

  await identity.stop();
  identity = await startIdentityProcess(dataDir, port);

  expect(await jwksKids(identity.issuer)).toEqual(kidsBefore);
  const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', identity.issuer));
  await jwtVerify(tokens.access_token, jwks, { issuer: identity.issuer, audience: AUDIENCE });

  const refreshed = await refresh(identity.issuer, tokens.refresh_token);
  expect(refreshed.response.status).toBe(200);
  const { payload } = await jwtVerify(refreshed.body.access_token!, jwks, {
    issuer: identity.issuer,
    audience: AUDIENCE,
  });
  const { payload: before } = await jwtVerify(tokens.access_token, jwks, {
    issuer: identity.issuer,
  });
  expect(payload.sub).toBe(before.sub);

  const silent = authorizeRequest(identity.issuer);
  const { external } = await browser.follow(await browser.request(silent.url), silent.url);
  expect(external?.searchParams.get('code')).toEqual(expect.any(String));

  const stored = await readFile(path.join(dataDir, 'identity', 'accounts.json'), 'utf8');
  expect(stored).toContain('stay@example.com');
  expect(stored).not.toContain('stay signed in');
});
