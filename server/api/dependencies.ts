import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { ImageStore } from '../images/image-store';
import type { RequestStep } from './http/request-step';
import type { PaymentsClient } from './orders/checkout/stripe-client';
import type { CityDirectory } from './search/city-directory';

/** What every route module is given when it is registered. */
export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /**
   * The caller's user record as `request.user`, or 404 'User not found'. Bearer tokens are
   * checked before it on every route whose contract declares `security` (auth/secured-routes.ts).
   */
  requireUser: RequestStep;
  /** Where restaurant images are kept. */
  imageStore: ImageStore;
  /** The Stripe SDK instance checkout sessions are created and webhooks verified with. */
  payments: PaymentsClient;
  /** The cities restaurants are in, for search; told when a restaurant is saved. */
  cities: CityDirectory;
}
