import { performance } from 'node:perf_hooks';
import { sendPaidWebhook } from '../support/paid-webhook';
import type { Served } from './programs';

const STATUSES = ['inProgress', 'outForDelivery', 'delivered', 'paid'] as const;

export interface Changes {
  done: number;
  /** How many of each kind of change failed, by what the API answered. */
  failed: Map<string, number>;
  seconds: number;
}

/**
 * Owners at work while the pages poll: `perSecond` changes a second, one in ten a removal and
 * one in ten a new order paid through the webhook, the rest status changes. Answers its stop.
 */
export function changeOrders(
  url: string,
  served: Served,
  ownerTokens: string[],
  perSecond: number,
): { stop(): Promise<Changes> } {
  const started = performance.now();
  let done = 0;
  const failed = new Map<string, number>();
  const fail = (what: string) => failed.set(what, (failed.get(what) ?? 0) + 1);
  let tick = 0;
  let unpaid = 0;
  const busy = new Set<Promise<void>>();
  const change = async (n: number) => {
    const order = served.paid[(n * 7919) % served.paid.length];
    const authorization = `Bearer ${ownerTokens[order.owner]}`;
    let response: Response;
    let what: string;
    if (n % 10 === 9 && unpaid < served.unpaid.length) {
      const orderId = served.unpaid[unpaid++];
      what = 'payment webhook';
      response = await sendPaidWebhook(url, orderId, served.total);
    } else if (n % 10 === 4) {
      what = 'removal';
      response = await fetch(`${url}/api/my/restaurant/order/${order.id}`, {
        method: 'DELETE',
        headers: { authorization },
      });
    } else {
      what = 'status change';
      response = await fetch(`${url}/api/my/restaurant/order/${order.id}/status`, {
        method: 'PATCH',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ status: STATUSES[n % STATUSES.length] }),
      });
    }
    // The webhook's sender has already let go of the body (postSignedEvent).
    const body = response.bodyUsed ? '' : await response.text();
    if (response.ok) done++;
    else fail(`${what} ${response.status} ${body.slice(0, 80)}`);
  };
  const timer = setInterval(() => {
    const running = change(tick++).catch(
      (error: Error) => void fail(`no answer: ${error.message}`),
    );
    busy.add(running);
    void running.finally(() => busy.delete(running));
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(busy);
      return { done, failed, seconds: (performance.now() - started) / 1000 };
    },
  };
}
