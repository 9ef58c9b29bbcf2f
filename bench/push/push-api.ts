import type { JWK } from 'jose';

/** What bench:push's API process (api-process.ts) is started with, as its argument in JSON. */
export interface ApiOptions {
  customers: number;
  location: { url?: string; dataDir?: string };
  /** The public key the bench signs its access tokens with. */
  jwk: JWK;
}

/** What it answers once listening. */
export interface Served {
  url: string;
  /** Customer i's paid order, then the unpaid orders the webhook pays. */
  paid: string[];
  unpaid: string[];
}

/** What it answers each message with: its memory after garbage collection. */
export type Memory = Pick<NodeJS.MemoryUsage, 'heapUsed' | 'rss'>;

/** Every order's total, in cents. */
export const ORDER_TOTAL = 1250;
/** Orders placed unpaid, for the payment webhook to pay during the run. */
export const NEW_ORDERS = 50;
