import { z } from 'zod';
import { PUSH_LIMITS, PUSH_PURPOSES } from './push';

/** Base64url as browsers write a subscription's keys: no padding, no other characters. */
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** How many bytes unpadded base64url of `length` characters holds. */
const decodedLength = (length: number) => Math.floor((length * 3) / 4);

/** A key of `bytes` bytes in base64url (`what` names it in the message). */
function base64urlKey(what: string, bytes: number, maxLength: number) {
  const message = `must be ${what}: ${bytes} bytes in base64url`;
  return z
    .string({ error: message })
    .max(maxLength, message)
    .regex(BASE64URL, message)
    .refine((key) => decodedLength(key.length) === bytes, { message });
}

/**
 * Where the push service takes this device's messages: an http(s) URL. Which push services the
 * API sends to is the server's to decide (an unknown one is refused with 400).
 */
export const pushEndpointSchema = z
  .string({ error: 'must be the push service URL of the subscription' })
  .max(PUSH_LIMITS.endpointLength, `must be at most ${PUSH_LIMITS.endpointLength} characters`)
  .refine(isHttpUrl, { message: 'must be an http(s) URL' })
  .meta({ example: 'https://fcm.googleapis.com/fcm/send/dGhpcy1kZXZpY2U6QVBBOTFi' });

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** What a device opts in to (contract/push.ts). */
export const pushPurposeSchema = z.enum(PUSH_PURPOSES, {
  error: `must be one of ${PUSH_PURPOSES.join(', ')}`,
});

/** A browser's `PushSubscription.toJSON()`: where to send, and the keys to encrypt for. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  // The browser's own expiry, in milliseconds since 1970; most browsers give null.
  expirationTime: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  keys: z.object({
    p256dh: base64urlKey('a P-256 public key', 65, PUSH_LIMITS.p256dhLength),
    auth: base64urlKey('an authentication secret', 16, PUSH_LIMITS.authLength),
  }),
});

export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** PUT /api/my/push-subscription: this device's subscription, for one purpose. */
export const putPushSubscriptionSchema = z.object({
  subscription: pushSubscriptionSchema,
  purpose: pushPurposeSchema,
});

/** DELETE /api/my/push-subscription: this device no longer wants one purpose. */
export const deletePushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  purpose: pushPurposeSchema,
});

/** POST /api/push/subscription-change: the browser replaced `oldEndpoint`'s subscription. */
export const pushSubscriptionChangeSchema = z.object({
  oldEndpoint: pushEndpointSchema,
  subscription: pushSubscriptionSchema,
});

/** What a device's subscription is for now; empty once it has opted out of everything. */
export const pushSubscriptionStateSchema = z
  .strictObject({ purposes: z.array(z.enum(PUSH_PURPOSES)) })
  .meta({ id: 'PushSubscriptionState', examples: [{ purposes: ['owner-alerts'] }] });

export type PushSubscriptionState = z.infer<typeof pushSubscriptionStateSchema>;

/** GET /api/push/public-key: the API's VAPID public key (`applicationServerKey`), base64url. */
export const pushPublicKeySchema = z.strictObject({ publicKey: z.string() }).meta({
  id: 'PushPublicKey',
  examples: [
    {
      publicKey:
        'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    },
  ],
});
