import type { AppDependencies } from '../dependencies';
import type { Refunder } from './refunds/refunder';

/** What the order routes are given: the app's dependencies and this API's refunder. */
export interface OrderApiDependencies extends AppDependencies {
  /** Makes the refunds the routes write at the payment provider (refunds/refunder.ts). */
  refunder: Refunder;
}
