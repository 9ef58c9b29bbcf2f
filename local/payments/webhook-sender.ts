import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { readJsonFile, removeLeftoverTempFiles, writeJsonFileAtomic } from '../shared/json-file';

/** How undelivered events are retried: the delay doubles from `firstDelayMs` up to `maxDelayMs`. */
export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** How long one attempt may wait for the API's answer. */
  attemptTimeoutMs: number;
}

/** About an hour of retries, then the event is set aside in `failed/`. */
export const DEFAULT_RETRY: RetryPolicy = {
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  maxAttempts: 20,
  attemptTimeoutMs: 10_000,
};

/** A Stripe event: an `evt_…` id, a type and whatever else the event carries. */
export interface WebhookEvent {
  id: string;
  type: string;
  [field: string]: unknown;
}

interface PendingDelivery {
  eventId: string;
  /** The exact JSON sent (and signed) on every attempt. */
  payload: string;
  /** Attempts so far, over every run: the event is given up after `maxAttempts`. */
  attempts: number;
}

/** A delivery and how many attempts of it failed since this run took it up: the backoff's step. */
interface Attempt {
  delivery: PendingDelivery;
  failedSinceStart: number;
}

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  /** Where undelivered events wait, so a restart carries on with them. */
  dir: string;
  retry: RetryPolicy;
  log: FastifyBaseLogger;
}

/** Posts one event to `url`, signed as Stripe signs it (a fresh timestamp on every attempt). */
export async function postSignedEvent(
  url: string,
  secret: string,
  payload: string,
  timeoutMs: number,
): Promise<Response> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  return response;
}

/**
 * Delivers events to the API, retrying with backoff until one is accepted. Each undelivered
 * event waits in its own file, so a restart carries on where the last run stopped.
 */
export class WebhookSender {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(private readonly options: WebhookSenderOptions) {}

  /** Keeps the event, tries it once now and resolves whether that was accepted; retries later. */
  async send(event: WebhookEvent): Promise<boolean> {
    const delivery = { eventId: event.id, payload: JSON.stringify(event), attempts: 0 };
    await writeJsonFileAtomic(this.fileOf(event.id), delivery);
    return this.track(this.attempt({ delivery, failedSinceStart: 0 }));
  }

  /**
   * Takes up the events an earlier run left undelivered: each is tried at once, then backs off
   * anew from `firstDelayMs` (a restart is when the API most likely came back), still given up
   * after `maxAttempts` in all. Temporary files of writes a crash interrupted are removed first.
   */
  async resume(): Promise<void> {
    const { dir, log } = this.options;
    await removeLeftoverTempFiles(dir);
    await removeLeftoverTempFiles(path.join(dir, 'failed'));
    const names = await readdir(dir).catch(() => []);
    for (const name of names.filter((file) => /^evt_[A-Za-z0-9_]+\.json$/.test(file))) {
      const delivery = (await readJsonFile(path.join(dir, name)).catch(() => undefined)) as
        PendingDelivery | undefined;
      if (!delivery || typeof delivery.payload !== 'string') {
        log.warn({ file: name }, 'ignoring an unreadable webhook event');
      } else if (!this.timers.has(delivery.eventId)) {
        this.schedule({ delivery, failedSinceStart: 0 }, 0);
      }
    }
  }

  /** Stops retrying (the files stay for the next run) and waits for attempts under way. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private fileOf(eventId: string): string {
    return path.join(this.options.dir, `${eventId}.json`);
  }

  private async post(delivery: PendingDelivery): Promise<boolean> {
    const { url, secret, retry, log } = this.options;
    try {
      const response = await postSignedEvent(url, secret, delivery.payload, retry.attemptTimeoutMs);
      if (response.ok) return true;
      log.warn({ eventId: delivery.eventId, status: response.status }, 'webhook refused');
    } catch (error) {
      log.warn({ eventId: delivery.eventId, err: error }, 'webhook not delivered');
    }
    return false;
  }

  private async attempt({ delivery, failedSinceStart }: Attempt): Promise<boolean> {
    const { dir, retry, log } = this.options;
    if (await this.post(delivery)) {
      await rm(this.fileOf(delivery.eventId), { force: true });
      return true;
    }
    const next = { ...delivery, attempts: delivery.attempts + 1 };
    if (next.attempts >= retry.maxAttempts) {
      log.error({ eventId: next.eventId, attempts: next.attempts }, 'webhook given up');
      await writeJsonFileAtomic(path.join(dir, 'failed', `${next.eventId}.json`), next);
      await rm(this.fileOf(next.eventId), { force: true });
      return false;
    }
    await writeJsonFileAtomic(this.fileOf(next.eventId), next);
    const failed = failedSinceStart + 1;
    this.schedule(
      { delivery: next, failedSinceStart: failed },
      Math.min(retry.firstDelayMs * 2 ** (failed - 1), retry.maxDelayMs),
    );
    return false;
  }

  private schedule(next: Attempt, delay: number): void {
    if (this.closed) return;
    const { log } = this.options;
    const { delivery } = next;
    const timer = setTimeout(() => {
      this.timers.delete(delivery.eventId);
      this.track(this.attempt(next)).catch((error: unknown) => {
        log.error({ eventId: delivery.eventId, err: error }, 'webhook retry failed');
      });
    }, delay);
    this.timers.set(delivery.eventId, timer);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.running.add(promise);
    const forget = () => this.running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
}
