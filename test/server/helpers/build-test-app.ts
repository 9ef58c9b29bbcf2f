import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import webPush from 'web-push';
import type { PaymentsClient } from '@server/api/orders/checkout/stripe-client';
import { createCityDirectory } from '@server/api/search/city-directory';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import type { DatabaseHandle } from '@server/db/database';
import { createTestDatabase } from './test-database';
import { testTokenKeys } from './test-tokens';

/** One VAPID key pair per test process: none is written into the data folder. */
export const TEST_VAPID_KEYS = webPush.generateVAPIDKeys();

/** The defaults, quiet, and independent of the environment the tests run in. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Test files write far more than a person would in a minute; rate-limit.test.ts sets its own.
  return {
    ...loadConfig({}),
    logLevel: 'silent',
    writeRateLimit: 100_000,
    vapidKeys: TEST_VAPID_KEYS,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Closes the app, then the database. */
  close(): Promise<void>;
}

/** The API over its own test database, trusting test-tokens.ts; call `close()` in afterAll. */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    database?: DatabaseHandle;
    logger?: FastifyBaseLogger;
    /** A Stripe SDK instance, e.g. pointed at a local payments server the test started. */
    payments?: PaymentsClient;
    /** False for a test that counts statements: the push sender's would be among them. */
    sendPushes?: boolean;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    logger: options.logger,
    payments: options.payments,
    sendPushes: options.sendPushes,
    tokenKeys: await testTokenKeys(),
    // Tests write restaurants straight into the database, behind the API's back: read the city
    // list on every search (city-directory.test.ts covers the kept list).
    cities: createCityDirectory(database.db, { ttlMs: 0 }),
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
