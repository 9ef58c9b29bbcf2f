import webPush from 'web-push';
import { LOCAL_VAPID_SUBJECT, loadConfig } from '@server/config';

const VAPID = webPush.generateVAPIDKeys();

describe('loadConfig', () => {
  it('points at the local processes when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      host: 'localhost',
      apiPort: 7000,
      webPort: 3000,
      webOrigin: 'http://localhost:3000',
      webOrigins: ['http://localhost:3000'],
      apiBaseUrl: 'http://localhost:7000',
      databaseUrl: undefined,
      dataDir: '.data',
      databaseTimeouts: { connectMs: 5_000, statementMs: 10_000 },
      auth0Domain: 'http://localhost:4000',
      auth0Audience: 'http://localhost:7000/api',
      localIdentity: true,
      logLevel: 'info',
      services: ['identity', 'payments', 'api', 'web'],
      writeRateLimit: 300,
      orderEventsHeartbeatMs: 15_000,
      acceptWindowMinutes: undefined,
      kitchenSweepMs: 5_000,
      stripeSecretKey: 'sk_test_local',
      stripeWebhookSecret: 'whsec_local_forkful',
      stripeApiUrl: 'http://localhost:4242',
      paymentsPort: 4242,
      localPayments: true,
      vapidKeys: undefined,
      vapidSubject: LOCAL_VAPID_SUBJECT,
      pushServiceOrigins: [],
    });
  });

  it('reads and normalizes the variables', () => {
    const config = loadConfig({
      API_PORT: '8080',
      WEB_PORT: '0',
      WEB_ORIGIN: 'https://forkful.example/',
      API_BASE_URL: 'https://api.forkful.example/',
      DATABASE_URL: 'postgres://app@db:5432/forkful',
      DATA_DIR: '/var/lib/forkful',
      AUTH0_DOMAIN: 'forkful.eu.auth0.com',
      AUTH0_AUDIENCE: 'https://api.forkful.example',
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT: '120',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_URL: 'https://ignored.example/',
      PAYMENTS_PORT: '5252',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:kitchen@forkful.example',
      PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:5999/, https://push.example',
    });
    expect(config).toMatchObject({
      apiPort: 8080,
      webPort: 0,
      webOrigin: 'https://forkful.example',
      webOrigins: ['https://forkful.example'],
      apiBaseUrl: 'https://api.forkful.example',
      databaseUrl: 'postgres://app@db:5432/forkful',
      dataDir: '/var/lib/forkful',
      auth0Domain: 'https://forkful.eu.auth0.com',
      auth0Audience: 'https://api.forkful.example',
      localIdentity: false,
      logLevel: 'warn',
      writeRateLimit: 120,
      databaseTimeouts: { connectMs: 2_000, statementMs: 30_000 },
      stripeSecretKey: 'sk_live_abc123',
      stripeWebhookSecret: 'whsec_abc123',
      paymentsPort: 5252,
      localPayments: false,
      vapidKeys: VAPID,
      vapidSubject: 'mailto:kitchen@forkful.example',
      pushServiceOrigins: ['http://127.0.0.1:5999', 'https://push.example'],
    });
  });

  it('moves every default address that names a port with that port', () => {
    const config = loadConfig({
      IDENTITY_PORT: '4100',
      API_PORT: '7100',
      WEB_PORT: '3100',
      PAYMENTS_PORT: '4342',
    });
    expect(config).toMatchObject({
      apiPort: 7100,
      webPort: 3100,
      paymentsPort: 4342,
      webOrigin: 'http://localhost:3100',
      webOrigins: ['http://localhost:3100'],
      apiBaseUrl: 'http://localhost:7100',
      auth0Domain: 'http://localhost:4100',
      auth0Audience: 'http://localhost:7100/api',
      stripeApiUrl: 'http://localhost:4342',
      localIdentity: true,
    });
  });

  it('runs the local identity provider unless AUTH0_DOMAIN names another', () => {
    expect(loadConfig({ AUTH0_DOMAIN: 'http://localhost:4000/' }).localIdentity).toBe(true);
    expect(
      loadConfig({ IDENTITY_PORT: '4100', AUTH0_DOMAIN: 'http://localhost:4100' }).localIdentity,
    ).toBe(true);
    expect(
      loadConfig({ IDENTITY_PORT: '4100', AUTH0_DOMAIN: 'localhost:4000' }).localIdentity,
    ).toBe(false);
    expect(loadConfig({ AUTH0_DOMAIN: 'forkful.eu.auth0.com' }).localIdentity).toBe(false);
  });

  it('reads WEB_ORIGIN as a list whose first origin is the web app', () => {
    const config = loadConfig({
      WEB_ORIGIN: ' https://forkful.example/ , http://localhost:3101,https://forkful.example',
    });
    expect(config.webOrigin).toBe('https://forkful.example');
    expect(config.webOrigins).toEqual(['https://forkful.example', 'http://localhost:3101']);
    expect(() => loadConfig({ WEB_ORIGIN: 'https://ok.example, ftp://files.example' })).toThrow(
      /WEB_ORIGIN must be an http\(s\) URL/,
    );
  });

  it('reads SERVICES as the processes to run, in their own order', () => {
    expect(loadConfig({ SERVICES: 'web, identity' }).services).toEqual(['identity', 'web']);
    expect(() => loadConfig({ SERVICES: 'api,worker' })).toThrow(
      /SERVICES must list some of identity, payments, api, web/,
    );
  });

  it('points the local hosted checkout at PAYMENTS_PORT unless STRIPE_API_URL says otherwise', () => {
    expect(loadConfig({ PAYMENTS_PORT: '5252' })).toMatchObject({
      stripeApiUrl: 'http://localhost:5252',
      localPayments: true,
    });
    expect(loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:6000/' }).stripeApiUrl).toBe(
      'http://127.0.0.1:6000',
    );
  });

  it('refuses a write rate limit that is not a whole number from 1', () => {
    for (const raw of ['0', '-5', '2.5', 'many']) {
      expect(() => loadConfig({ WRITE_RATE_LIMIT: raw })).toThrow(
        /WRITE_RATE_LIMIT must be a whole number from 1/,
      );
    }
  });

  it('refuses database timeouts that are not a whole number of milliseconds from 1', () => {
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS must be a whole number from 1/,
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '1.5s' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 1/,
    );
  });

  it('reads the acceptance window for every restaurant, 1 to 30 minutes, and the sweep', () => {
    expect(loadConfig({ ACCEPT_WINDOW_MINUTES: '1', KITCHEN_SWEEP_MS: '200' })).toMatchObject({
      acceptWindowMinutes: 1,
      kitchenSweepMs: 200,
    });
    expect(loadConfig({ ACCEPT_WINDOW_MINUTES: '30' }).acceptWindowMinutes).toBe(30);
    for (const raw of ['0', '31', '2.5', 'ten']) {
      expect(() => loadConfig({ ACCEPT_WINDOW_MINUTES: raw })).toThrow(
        /ACCEPT_WINDOW_MINUTES must be a whole number of minutes from 1 to 30/,
      );
    }
    expect(() => loadConfig({ KITCHEN_SWEEP_MS: '0' })).toThrow(
      /KITCHEN_SWEEP_MS must be a whole number from 1/,
    );
  });

  it('needs the webhook secret of a real Stripe account', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_realaccount' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is a Stripe key/,
    );
  });

  it('needs the VAPID key pair in production, where processes share one database', () => {
    const production = {
      DATABASE_URL: 'postgres://app@db:5432/forkful',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    expect(() => loadConfig(production)).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set when DATABASE_URL is set/,
    );
    // The local system on PostgreSQL (several processes in the tests) makes its own pair.
    expect(loadConfig({ DATABASE_URL: production.DATABASE_URL }).vapidKeys).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
  });

  it('refuses VAPID keys and subjects of the wrong kind, without repeating the private key', () => {
    const attempt = () =>
      loadConfig({
        VAPID_PUBLIC_KEY: VAPID.privateKey,
        VAPID_PRIVATE_KEY: 'private-secret3',
        VAPID_SUBJECT: 'http://forkful.example',
      });
    expect(attempt).toThrow(/VAPID_PUBLIC_KEY must be a P-256 public key/);
    expect(attempt).toThrow(/VAPID_PRIVATE_KEY must be a P-256 private key/);
    expect(attempt).toThrow(/VAPID_SUBJECT must be a mailto: or https: URL/);
    expect(attempt).not.toThrow(/secret3/);
  });

  it('never repeats a mistyped secret in its message', () => {
    const attempt = () =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_secret1', STRIPE_WEBHOOK_SECRET: 'secret2' });
    expect(attempt).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET must be a webhook signing secret/);
    expect(attempt).not.toThrow(/secret1|secret2/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', API_PORT: ' ' })).toMatchObject({
      databaseUrl: undefined,
      apiPort: 7000,
    });
  });

  it.each([
    ['API_PORT', 'seven thousand', /API_PORT must be a whole number from 0 to 65535/],
    ['WEB_PORT', '70000', /WEB_PORT must be a whole number/],
    ['API_PORT', '7000.5', /API_PORT must be a whole number/],
    ['WEB_ORIGIN', 'localhost:3000', /WEB_ORIGIN must be an http\(s\) URL/],
    ['DATABASE_URL', 'mysql://db/forkful', /DATABASE_URL must be a postgres:\/\//],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of fatal, error/],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ API_PORT: 'x', WEB_PORT: 'y' })).toThrow(
      /API_PORT .*\(got 'x'\)\n\s+WEB_PORT .*\(got 'y'\)/,
    );
  });
});
