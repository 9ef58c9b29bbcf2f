import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import {
  createAccessTokenVerifier,
  InvalidTokenError,
  KeySetUnavailableError,
} from '@server/api/auth/access-token-verifier';

const AUDIENCE = 'http://localhost:7000/api';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function makeKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return {
    kid,
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

let server: Server;
let issuer: string;
let published: SigningKey[];
let jwksRequests = 0;

beforeAll(async () => {
  published = [await makeKey('key-1')];
  server = createServer((_req, res) => {
    jwksRequests += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: published.map((key) => key.publicJwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

// Defaults first, so each test can override or remove any claim.
function sign(claims: Record<string, unknown> = {}, key = published[0]) {
  const payload = {
    iss: issuer,
    aud: AUDIENCE,
    sub: 'user-1',
    iat: now(),
    exp: now() + 600,
    scope: 'openid',
    ...claims,
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .sign(key.privateKey);
}

function verifier() {
  return createAccessTokenVerifier({ issuer, audience: AUDIENCE });
}

function base64url(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const now = () => Math.floor(Date.now() / 1000);

describe('access token verifier', () => {
  it('accepts a good token and tells who it is for', async () => {
    await expect(verifier()(await sign({ email: 'ann@example.com' }))).resolves.toEqual({
      sub: 'user-1',
      email: 'ann@example.com',
    });
  });

  it('accepts an audience array that names the API', async () => {
    const token = await sign({ aud: [AUDIENCE, `${issuer}userinfo`] });
    await expect(verifier()(token)).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('allows 60 seconds of clock skew and no more', async () => {
    await expect(verifier()(await sign({ exp: now() - 30 }))).resolves.toBeTruthy();
    await expect(verifier()(await sign({ exp: now() - 120 }))).rejects.toThrow('expired');
    await expect(verifier()(await sign({ nbf: now() + 30 }))).resolves.toBeTruthy();
    await expect(verifier()(await sign({ nbf: now() + 120 }))).rejects.toThrow(InvalidTokenError);
  });

  it.each([
    ['a malformed token', async () => 'not-a-token'],
    ['the wrong issuer', async () => sign({ iss: 'https://elsewhere.example/' })],
    ['the wrong audience', async () => sign({ aud: 'https://other-api.example' })],
    [
      'a signature by another key under a known key id',
      async () => sign({}, { ...(await makeKey('key-1')), kid: 'key-1' }),
    ],
    [
      'alg none',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'user-1', iss: issuer, aud: AUDIENCE, exp: now() + 600 })}.`,
    ],
    [
      'HS256',
      async () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
          .setIssuer(issuer)
          .setAudience(AUDIENCE)
          .setSubject('user-1')
          .setExpirationTime('10m')
          .sign(new TextEncoder().encode('a-shared-secret-of-thirty-two-bytes!')),
    ],
    ['a token without a subject', async () => sign({ sub: undefined })],
  ])('refuses %s', async (_name, makeToken) => {
    await expect(verifier()(await makeToken())).rejects.toThrow(InvalidTokenError);
  });

  it('fetches the keys again for a key id it has not seen', async () => {
    const verify = verifier();
    await verify(await sign());
    const before = jwksRequests;
    // jose waits 30 s between key set fetches; move only the clock past that.
    jest.useFakeTimers({
      now: Date.now() + 31_000,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'nextTick',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    const rotated = await makeKey('key-2');
    published = [...published, rotated];
    await expect(verify(await sign({}, rotated))).resolves.toMatchObject({ sub: 'user-1' });
    expect(jwksRequests).toBeGreaterThan(before);
    jest.useRealTimers();
  });

  describe('when the key set cannot be had', () => {
    let broken: Server;
    let brokenIssuer: string;
    let answer: 'hang' | 'error' | 'not json' | 'not a key set';

    beforeAll(async () => {
      broken = createServer((_req, res) => {
        if (answer === 'hang') return;
        if (answer === 'error') res.statusCode = 500;
        res.setHeader('content-type', 'application/json');
        res.end(answer === 'not json' ? '<html>' : JSON.stringify({ keys: 'none' }));
      });
      await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
      brokenIssuer = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/`;
    });

    afterAll(() => {
      broken.closeAllConnections();
      return new Promise((resolve) => broken.close(resolve));
    });

    const tokenFor = (someIssuer: string) => sign({ iss: someIssuer });
    const verifierFor = (someIssuer: string) =>
      createAccessTokenVerifier({ issuer: someIssuer, audience: AUDIENCE, jwksTimeoutMs: 200 });

    it.each(['hang', 'error', 'not json', 'not a key set'] as const)(
      'says the provider is unavailable when the JWKS answers %s',
      async (kind) => {
        answer = kind;
        const failure = verifierFor(brokenIssuer)(await tokenFor(brokenIssuer));
        await expect(failure).rejects.toThrow(KeySetUnavailableError);
        await expect(failure).rejects.not.toThrow(InvalidTokenError);
      },
    );

    it('says the provider is unavailable when the connection is refused', async () => {
      const refusing = 'http://127.0.0.1:1/';
      await expect(verifierFor(refusing)(await tokenFor(refusing))).rejects.toThrow(
        'The identity provider is unavailable; try again later',
      );
    });

    it('still refuses a token it can judge without the keys', async () => {
      await expect(verifierFor(brokenIssuer)('not-a-token')).rejects.toThrow(InvalidTokenError);
    });

    it('refuses, not fails, a key id the provider does not publish', async () => {
      const token = await sign({}, await makeKey('unknown-key'));
      await expect(verifier()(token)).rejects.toThrow(InvalidTokenError);
    });
  });
});
