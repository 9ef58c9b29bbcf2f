import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece has no types of its own: it is web-push's encryption, used here the other way round.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: string; privateKey: unknown; authSecret: Buffer },
  ): Buffer;
};
import { importJWK, jwtVerify } from 'jose';
import type { PushMessage } from '@contract/push';
import type { PushSubscriptionJson } from '@contract/push-subscription';

/** A push as the device would receive it, decrypted, with the headers that came with it. */
export interface ReceivedPush {
  endpoint: string;
  message: PushMessage;
  ttl: string | undefined;
  urgency: string | undefined;
}

/** A browser's side of a subscription: its JSON, and the private keys it decrypts with. */
interface Device {
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface TestPushService {
  origin: string;
  /** A new device's subscription on this service, as `PushSubscription.toJSON()` gives it. */
  subscribe(): PushSubscriptionJson;
  /** Every push received and decrypted, in order. */
  received: ReceivedPush[];
  /** Pushes refused: what was wrong with each. */
  refused: string[];
  /** From now on, pushes to `endpoint` are answered 410 Gone (the device unsubscribed). */
  gone(endpoint: string): void;
  /** Resolves with the pushes matching `match` once there are `count` (5 s at most). */
  waitFor(match: (push: ReceivedPush) => boolean, count?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const DAY_S = 24 * 60 * 60;

/**
 * A push service on 127.0.0.1 speaking Web Push as the real ones do: it takes a push only with a
 * VAPID `Authorization: vapid t=<JWT>, k=<key>` (ES256 verified against k, which must be the
 * API's public key; `aud` this origin, `exp` within 24 h, `sub` set), decrypts its aes128gcm
 * body (RFC 8291) with the device's keys, and answers 201; 410 for a device told `gone`.
 */
export async function startTestPushService(
  applicationServerKey: string,
  port = 0,
): Promise<TestPushService> {
  const devices = new Map<string, Device>();
  const goneEndpoints = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const check = async (request: IncomingMessage, body: Buffer): Promise<ReceivedPush> => {
    const endpoint = `${origin}${request.url}`;
    const device = devices.get(endpoint);
    if (!device) throw new Error(`no such subscription: ${endpoint}`);
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
      request.headers.authorization ?? '',
    );
    if (!match) throw new Error(`no VAPID authorization: ${request.headers.authorization}`);
    const [, token, key] = match;
    if (key !== applicationServerKey)
      throw new Error('k is not the key the device subscribed with');
    const point = Buffer.from(key, 'base64url');
    const publicKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
    if (payload.aud !== origin) throw new Error(`aud is ${String(payload.aud)}, not ${origin}`);
    const now = Math.floor(Date.now() / 1000);
    if (!payload.exp || payload.exp > now + DAY_S) throw new Error('exp is not within 24 h');
    if (!payload.sub) throw new Error('no sub');
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    if (!request.headers.ttl) throw new Error('no TTL');
    const plain = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: device.ecdh,
      authSecret: device.authSecret,
    });
    return {
      endpoint,
      message: JSON.parse(plain.toString('utf8')) as PushMessage,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
    };
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      if (request.method !== 'POST') return response.writeHead(405).end();
      if (goneEndpoints.has(endpoint)) return response.writeHead(410).end();
      check(request, Buffer.concat(chunks)).then(
        (push) => {
          received.push(push);
          response.writeHead(201).end();
        },
        (error: Error) => {
          refused.push(error.message);
          response.writeHead(403).end(error.message);
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, authSecret });
      return {
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
      };
    },
    gone: (endpoint) => goneEndpoints.add(endpoint),
    async waitFor(match, count = 1) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(`${found.length} of ${count} pushes; refused: ${refused.join('; ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
