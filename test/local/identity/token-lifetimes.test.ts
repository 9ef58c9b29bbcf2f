import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { freePort, startIdentityProcess, type IdentityProcess } from './identity-process';
import { exchangeCode, refresh, signIn } from './oidc-flow';
import { TestBrowser } from './test-browser';

jest.setTimeout(60_000);

const running: IdentityProcess[] = [];
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-ttl-'));
});

afterAll(async () => {
  await Promise.all(running.map((identity) => identity.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

async function start(name: string, env: Record<string, string> = {}) {
  const identity = await startIdentityProcess(path.join(dataDir, name), await freePort(), env);
  running.push(identity);
  return identity.issuer;
}

const lifetime = (token: string) => {
  const { exp, iat } = decodeJwt(token);
  return exp! - iat!;
};

async function issuedTokens(issuer: string) {
  const browser = new TestBrowser();
  const { request, callback } = await signIn(browser, issuer, 'ttl@example.com', 'ttl password');
  return (await exchangeCode(issuer, request, callback)).tokens;
}

it("issues access tokens for a day and ID tokens for ten hours, as Auth0's defaults", async () => {
  const issuer = await start('defaults');
  const tokens = await issuedTokens(issuer);
  expect(lifetime(tokens.access_token)).toBe(86_400);
  expect(tokens.expires_in).toBe(86_400);
  expect(lifetime(tokens.id_token)).toBe(36_000);
});

it('takes the lifetimes from IDENTITY_ACCESS_TOKEN_TTL and IDENTITY_ID_TOKEN_TTL', async () => {
  const issuer = await start('configured', {
    IDENTITY_ACCESS_TOKEN_TTL: '120',
    IDENTITY_ID_TOKEN_TTL: '300',
  });
  const tokens = await issuedTokens(issuer);
  expect(lifetime(tokens.access_token)).toBe(120);
  expect(tokens.expires_in).toBe(120);
  expect(lifetime(tokens.id_token)).toBe(300);

  const refreshed = await refresh(issuer, tokens.refresh_token);
  expect(lifetime(refreshed.body.access_token!)).toBe(120);
  expect(lifetime(refreshed.body.id_token!)).toBe(300);
});

it('does not start with a lifetime that is not a whole number of seconds', async () => {
  await expect(start('invalid', { IDENTITY_ID_TOKEN_TTL: '0' })).rejects.toThrow(
    /IDENTITY_ID_TOKEN_TTL must be a whole number of seconds/,
  );
});
