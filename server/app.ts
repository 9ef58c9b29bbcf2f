import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import {
  createAccessTokenVerifier,
  type AccessTokenVerifierOptions,
} from './api/auth/access-token-verifier';
import { createAuthenticate } from './api/auth/authenticate';
import { createRequireUser } from './api/auth/require-user';
import { secureDeclaredRoutes } from './api/auth/secured-routes';
import type { AppDependencies } from './api/dependencies';
import type { Config } from './config';
import type { Database } from './db/database';
import { insightsApi } from './api/insights/insights.routes';
import { orderApi } from './api/orders/order-api.plugin';
import { createStripeClient, type PaymentsClient } from './api/orders/checkout/stripe-client';
import { pushApi } from './api/push/push-api.plugin';
import { registerApiDocument } from './api/plugins/api-document.plugin';
import { registerCompression } from './api/plugins/compression.plugin';
import { answerFrameworkError, registerErrorHandling } from './api/plugins/errors.plugin';
import { registerRateLimit } from './api/plugins/rate-limit.plugin';
import { registerSecurity } from './api/plugins/security.plugin';
import { restaurantApi } from './api/restaurants/restaurant-api.plugin';
import { healthRoutes } from './api/routes/health.routes';
import { createCityDirectory, type CityDirectory } from './api/search/city-directory';
import { userRoutes } from './api/users/user.routes';
import { createImageStore } from './images/database-image-store';
import { createDiskImageStore } from './images/disk-image-store';
import type { ImageStore } from './images/image-store';
import { FASTIFY_SERVER_OPTIONS } from './running-server';

/** Largest JSON body accepted; multipart uploads set their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions extends Omit<
  AppDependencies,
  'requireUser' | 'imageStore' | 'payments' | 'cities'
> {
  /** Defaults to the city list kept for CITY_LIST_TTL_MS. */
  cities?: CityDirectory;
  /** Defaults to a pino logger at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** Where token signing keys come from; the identity provider's JWKS by default. */
  tokenKeys?: AccessTokenVerifierOptions['keys'];
  /** Defaults to defaultImageStore. */
  imageStore?: ImageStore;
  /** Defaults to the Stripe SDK configured from `config` (the local checkout or Stripe). */
  payments?: PaymentsClient;
  /**
   * Whether this process sends the pushes the orders' writes record (true by default). Off, only
   * the subscription routes run: for tests that count the statements a request makes.
   */
  sendPushes?: boolean;
}

/** The database, then files stored before under `${config.dataDir}/images`. */
export function defaultImageStore(config: Pick<Config, 'dataDir'>, db: Database): ImageStore {
  return createImageStore(db, createDiskImageStore(path.join(config.dataDir, 'images')));
}

/**
 * The API as a Fastify instance that is ready to `inject` or `listen`; it does not listen.
 * Routes are declared in contract/ (*.routes.ts): their zod schemas validate requests, serialise
 * answers and make the API document.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...FASTIFY_SERVER_OPTIONS,
    loggerInstance: options.logger ?? pino({ level: config.logLevel }),
    bodyLimit: JSON_BODY_LIMIT,
    // A 100-character city, percent-encoded, is longer than the router's default of 100.
    routerOptions: { maxParamLength: 1024 },
    frameworkErrors: answerFrameworkError,
    // While closing, a request arriving on an open keep-alive connection is still answered, with
    // `Connection: close`, rather than refused with 503 (running-server.ts closeGracefully).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, { webOrigins: config.webOrigins });
  await registerRateLimit(app, { perMinute: config.writeRateLimit, redisUrl: config.redisUrl });
  // Before every route, the API document's included: it compresses the routes made after it.
  await registerCompression(app);
  await registerApiDocument(app, { apiBaseUrl: config.apiBaseUrl });

  const verifyAccessToken = createAccessTokenVerifier({
    issuer: `${config.auth0Domain}/`,
    audience: config.auth0Audience,
    keys: options.tokenKeys,
  });
  secureDeclaredRoutes(app, createAuthenticate(verifyAccessToken));
  const dependencies: AppDependencies = {
    config,
    database,
    requireUser: createRequireUser(database.db),
    imageStore: options.imageStore ?? defaultImageStore(config, database.db),
    payments: options.payments ?? createStripeClient(config),
    cities: options.cities ?? createCityDirectory(database.db),
  };
  await app.register(healthRoutes, dependencies);
  await app.register(userRoutes, dependencies);
  await app.register(restaurantApi, dependencies);
  await app.register(orderApi, dependencies);
  await app.register(insightsApi, dependencies);
  await app.register(pushApi, { ...dependencies, sendPushes: options.sendPushes ?? true });
  return app;
}
