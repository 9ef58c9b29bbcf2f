import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { ImageStore } from '../images/image-store';
import type { PaymentsClient } from './orders/stripe-client';
import type { CityDirectory } from './search/city-directory';

/** What every route module is given when it is registered. */
export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** preHandler for routes that need a bearer token: 401 unless it verifies. */
  authenticate: preHandlerAsyncHookHandler;
  /** Where restaurant images are kept. */
  imageStore: ImageStore;
  /** The Stripe SDK instance checkout sessions are created and webhooks verified with. */
  payments: PaymentsClient;
  /** The cities restaurants are in, for search; told when a restaurant is saved. */
  cities: CityDirectory;
}
