import { z } from 'zod';
import { answerTime } from './answer-fields';
import {
  ACCEPT_MINUTES,
  BUSY_FOR_MINUTES,
  BUSY_MINUTES,
  CANCEL_REASONS,
  KITCHEN_MESSAGES,
  LATE_MINUTES,
  MAX_BUSY_FOR_MINUTES,
  MAX_CANCEL_NOTE_LENGTH,
  NO_RESPONSE_REASON,
  REFUND_STATUSES,
} from './kitchen-limits';
import { MAX_CART_LINES } from './checkout-limits';

export * from './kitchen-limits';

/** One of a fixed list of minutes; the API also takes them as digit strings. */
function minutesOf(choices: readonly number[], message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).refine((minutes) => choices.includes(minutes), { message }),
  );
}

/** POST /api/my/restaurant/order/{orderId}/accept: the order reaches the customer in `minutes`. */
export const acceptOrderSchema = z.object({
  minutes: minutesOf(ACCEPT_MINUTES, KITCHEN_MESSAGES.acceptMinutes),
});

/** POST /api/my/restaurant/order/{orderId}/late: the accepted order's time moves on `minutes`. */
export const lateOrderSchema = z.object({
  minutes: minutesOf(LATE_MINUTES, KITCHEN_MESSAGES.lateMinutes),
});

const reasonShape = {
  reason: z.enum(CANCEL_REASONS, { error: KITCHEN_MESSAGES.reason }),
  note: z
    .string({ error: KITCHEN_MESSAGES.note })
    .trim()
    .max(MAX_CANCEL_NOTE_LENGTH, KITCHEN_MESSAGES.note)
    .optional(),
};

/** `other` is no reason without a note saying what it is. */
function requireNoteForOther(
  value: { reason: string; note?: string | undefined },
  context: z.RefinementCtx,
) {
  if (value.reason === 'other' && !value.note) {
    context.addIssue({ code: 'custom', path: ['note'], message: KITCHEN_MESSAGES.noteRequired });
  }
}

/** POST …/reject: an order not yet accepted is refused and refunded in full. */
export const rejectOrderSchema = z.object(reasonShape).superRefine(requireNoteForOther);

/**
 * POST …/cancel: an accepted order is cancelled and refunded. `lines` are the indexes of the
 * order's lines (its `cartItems`) to refund; absent, or every line not yet refunded, cancels the
 * whole order (delivery included); some of them refund those lines and the order goes on.
 */
export const cancelOrderSchema = z
  .object({
    ...reasonShape,
    lines: z
      .array(z.int({ error: KITCHEN_MESSAGES.lines }).min(0, KITCHEN_MESSAGES.lines), {
        error: KITCHEN_MESSAGES.lines,
      })
      .min(1, KITCHEN_MESSAGES.lines)
      .max(MAX_CART_LINES, KITCHEN_MESSAGES.lines)
      .refine((lines) => new Set(lines).size === lines.length, KITCHEN_MESSAGES.lines)
      .optional(),
  })
  .superRefine(requireNoteForOther);

/** PUT /api/my/restaurant/busy: `minutes` more on every delivery time for `forMinutes`. */
export const busySchema = z.object({
  minutes: minutesOf(BUSY_MINUTES, KITCHEN_MESSAGES.busyMinutes),
  forMinutes: z
    .int({ error: KITCHEN_MESSAGES.busyForMinutes })
    .min(1, KITCHEN_MESSAGES.busyForMinutes)
    .max(MAX_BUSY_FOR_MINUTES, KITCHEN_MESSAGES.busyForMinutes)
    .default(BUSY_FOR_MINUTES),
});

export type AcceptOrderPayload = z.input<typeof acceptOrderSchema>;
export type LateOrderPayload = z.input<typeof lateOrderSchema>;
export type RejectOrderPayload = z.input<typeof rejectOrderSchema>;
export type CancelOrderPayload = z.input<typeof cancelOrderSchema>;
export type BusyPayload = z.input<typeof busySchema>;

/** Why and when an order was cancelled, in an order's answer. */
export const cancellationSchema = z.strictObject({
  reason: z.enum([...CANCEL_REASONS, NO_RESPONSE_REASON]),
  note: z.string().nullable(),
  by: z.enum(['restaurant', 'system']),
  at: answerTime(),
});

export type Cancellation = z.infer<typeof cancellationSchema>;

/** What was refunded of an order (all its refunds together), in an order's answer. */
export const refundSchema = z.strictObject({
  amount: z.int().meta({ description: 'In cents: every refund of the order together.' }),
  status: z.enum(REFUND_STATUSES).meta({
    description:
      "'succeeded' once every refund has; 'failed' while one failed (it is retried); " +
      "'pending' otherwise.",
  }),
});

export type Refund = z.infer<typeof refundSchema>;
