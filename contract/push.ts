// Plain values and types, kept free of zod: the service worker and the pages read them.
import type { OrderState } from './order-status';

/**
 * What a device opts in to: the owner's new-order alerts (every paid order of their restaurant)
 * or the customer's order updates (each status change of their orders). One device may do both.
 */
export const PUSH_PURPOSES = ['owner-alerts', 'order-updates'] as const;

export type PushPurpose = (typeof PUSH_PURPOSES)[number];

/** Bounds of a subscription as browsers make them (an endpoint URL and two base64url keys). */
export const PUSH_LIMITS = {
  endpointLength: 2048,
  /** An uncompressed P-256 point, 65 bytes: 87 characters of base64url. */
  p256dhLength: 100,
  /** 16 random bytes: 22 characters of base64url. */
  authLength: 50,
  /** Subscriptions kept per user: the oldest goes when a new device opts in past it. */
  perUser: 20,
} as const;

/** How many of a new order's lines a notification names, as the in-page notification does. */
export const PUSH_FIRST_LINES = 3;

/** A line as a notification names it: 'Margherita x 2'. */
export interface PushLine {
  name: string;
  quantity: number;
}

/**
 * What the API pushes, as JSON, encrypted for the device (RFC 8291). Small by design: a push
 * service accepts about 4 kB, so a new order carries its first lines only.
 */
export type PushMessage =
  /** To the owner's devices: a paid order waits for an answer. */
  | {
      kind: 'new-order';
      orderId: string;
      /** In the smallest unit of the currency, as `totalAmount` of an order. */
      total: number;
      lines: PushLine[];
      /** Lines beyond `lines`. */
      moreLines: number;
    }
  /** To the owner's devices: the order was answered (on any device); its alert is cleared. */
  | { kind: 'order-answered'; orderId: string }
  /** To the customer's devices: their order's status changed. */
  | { kind: 'order-status'; orderId: string; status: OrderState; restaurantName: string };

/** The page a notification opens: the owner's Orders tab, the customer's order status. */
export const PUSH_OPENS: Record<PushMessage['kind'], string> = {
  'new-order': '/manage-restaurant',
  'order-answered': '/manage-restaurant',
  'order-status': '/order-status',
};

/** One notification per order: showing it again replaces it, and an answer closes it. */
export const pushTag = (orderId: string) => `order-${orderId}`;
