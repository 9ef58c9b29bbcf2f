import Stripe from 'stripe';
import type { Config } from '@server/config';

/** The Stripe client the API pays through; tests inject one of their own. */
export type PaymentsClient = Stripe;

/**
 * The official SDK, pointed at the local hosted checkout while the secret key is the local one,
 * and at Stripe otherwise.
 */
export function createStripeClient(config: Config): PaymentsClient {
  const common = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!config.localPayments) return new Stripe(config.stripeSecretKey, common);
  return new Stripe(config.stripeSecretKey, { ...common, ...stripeAddressOf(config.stripeApiUrl) });
}

/** The SDK's host, port and protocol options for a base URL such as http://localhost:4242. */
export function stripeAddressOf(baseUrl: string) {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
}
