import path from 'node:path';
import { DEFAULT_TOKEN_LIFETIMES, identityOptionsFromEnv } from '@local/identity/identity-options';

describe('identityOptionsFromEnv', () => {
  it('takes every address from the local system when nothing is set', () => {
    expect(identityOptionsFromEnv({})).toEqual({
      port: 4000,
      host: 'localhost',
      issuer: 'http://localhost:4000/',
      dataDir: path.join('.data', 'identity'),
      clients: [{ clientId: 'forkful-web', webOrigins: ['http://localhost:3000'] }],
      audience: 'http://localhost:7000/api',
      tokenLifetimes: { accessToken: 86_400, idToken: 36_000 },
    });
    expect(DEFAULT_TOKEN_LIFETIMES).toEqual({ accessToken: 86_400, idToken: 36_000 });
  });

  it('follows the ports and the issuer the environment names', () => {
    const options = identityOptionsFromEnv({
      WEB_PORT: '3100',
      API_PORT: '7100',
      IDENTITY_PORT: '4100',
    });
    expect(options).toMatchObject({
      port: 4100,
      issuer: 'http://localhost:4100/',
      clients: [{ webOrigins: ['http://localhost:3100'] }],
      audience: 'http://localhost:7100/api',
    });
    const behindProxy = identityOptionsFromEnv({ IDENTITY_ISSUER: 'https://id.example.com' });
    expect(behindProxy.issuer).toBe('https://id.example.com/');
  });

  it('reads WEB_ORIGIN as a list of origins, the first being the web app', () => {
    const { clients } = identityOptionsFromEnv({
      WEB_ORIGIN: 'https://forkful.example/, http://localhost:3100 ,',
      AUTH0_CLIENT_ID: 'web',
    });
    expect(clients).toEqual([
      { clientId: 'web', webOrigins: ['https://forkful.example', 'http://localhost:3100'] },
    ]);
    expect(() => identityOptionsFromEnv({ WEB_ORIGIN: 'localhost:3000' })).toThrow(/WEB_ORIGIN/);
  });

  it('reads the token lifetimes in whole seconds', () => {
    const { tokenLifetimes } = identityOptionsFromEnv({
      IDENTITY_ACCESS_TOKEN_TTL: '600',
      IDENTITY_ID_TOKEN_TTL: ' 1 ',
    });
    expect(tokenLifetimes).toEqual({ accessToken: 600, idToken: 1 });
  });

  it.each(['0', '-5', '1.5', '1e3', 'ten', '9007199254740993'])(
    'refuses %p as a lifetime, naming the variable',
    (value) => {
      expect(() => identityOptionsFromEnv({ IDENTITY_ACCESS_TOKEN_TTL: value })).toThrow(
        /^IDENTITY_ACCESS_TOKEN_TTL must be a whole number of seconds/,
      );
      expect(() => identityOptionsFromEnv({ IDENTITY_ID_TOKEN_TTL: value })).toThrow(
        /^IDENTITY_ID_TOKEN_TTL must be a whole number of seconds/,
      );
    },
  );

  it('refuses a port that is not a port number', () => {
    expect(() => identityOptionsFromEnv({ IDENTITY_PORT: '70000' })).toThrow(/IDENTITY_PORT/);
  });
});
