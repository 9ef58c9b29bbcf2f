import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { PushMessage } from '@contract/push';
import type { VapidKeys } from '@server/config';

/** Where a device receives, and the keys its pushes are encrypted for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sent; gone (the push service answered 404 or 410: forget the device); or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long one push may take, its answer included: a stalled push service holds no sender. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * How long a push service keeps a message for a device that is offline, in seconds: a new order
 * matters while it waits for the kitchen (30 minutes at most), a status for about an hour.
 */
const TTL_SECONDS: Record<PushMessage['kind'], number> = {
  'new-order': 30 * 60,
  'order-answered': 30 * 60,
  'order-status': 60 * 60,
};

/** A new order wakes the device at once; the rest may wait for its power saving. */
const URGENCY: Record<PushMessage['kind'], webPush.Urgency> = {
  'new-order': 'high',
  'order-answered': 'normal',
  'order-status': 'normal',
};

export interface PushSenderOptions {
  keys: VapidKeys;
  subject: string;
  log: FastifyBaseLogger;
  /** Checked again before each push: the settings may have changed since the device opted in. */
  isAllowed(endpoint: string): boolean;
  timeoutMs?: number;
}

export type PushSender = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

/**
 * Pushes a message to one device (RFC 8030): web-push signs it with the VAPID key (RFC 8292)
 * and encrypts it as aes128gcm for the device (RFC 8291); fetch sends it. Not web-push's own
 * sender: that one speaks https only (the tests' push service is on http://127.0.0.1), would
 * follow no deadline for the whole exchange, only a socket's idle time. fetch follows no
 * redirect here, so a push service cannot send the API on to another host.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { keys, subject, log } = options;
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  return async (target, message) => {
    if (!options.isAllowed(target.endpoint)) {
      log.warn({ endpoint: target.endpoint }, 'push not sent: not a known push service');
      return 'failed';
    }
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails,
          TTL: TTL_SECONDS[message.kind],
          urgency: URGENCY[message.kind],
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body says nothing the status does not; it is not read.
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      log.warn({ status: response.status, kind: message.kind }, 'push refused by its service');
      return 'failed';
    } catch (error) {
      log.warn({ err: error, kind: message.kind }, 'push not delivered');
      return 'failed';
    }
  };
}
