import { and, desc, eq, sql } from 'drizzle-orm';
import { PUSH_LIMITS, type PushPurpose } from '@contract/push';
import type { PushSubscriptionJson, PushSubscriptionState } from '@contract/push-subscription';
import type { Database } from '@server/db/database';
import { pushSubscriptions } from '@server/db/schema';

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The column that says a device wants `purpose`. */
const FLAG = {
  'owner-alerts': 'ownerAlerts',
  'order-updates': 'orderUpdates',
} as const satisfies Record<PushPurpose, keyof SubscriptionRow>;

/** What a stored subscription is for, as the routes answer it. */
export function stateOf(
  row: Pick<SubscriptionRow, 'ownerAlerts' | 'orderUpdates'> | undefined,
): PushSubscriptionState {
  const purposes: PushPurpose[] = [];
  if (row?.ownerAlerts) purposes.push('owner-alerts');
  if (row?.orderUpdates) purposes.push('order-updates');
  return { purposes };
}

/** A purpose flag after a PUT: set for `purpose`; kept for the other only if the user is the same. */
function flagAfterSave(purpose: PushPurpose, own: PushPurpose, userId: string) {
  if (purpose === own) return sql`true`;
  const column = pushSubscriptions[FLAG[own]];
  return sql`case when ${pushSubscriptions.userId} = ${userId} then ${column} else false end`;
}

/**
 * Stores `subscription` for `userId` and `purpose`, renewing its keys when the endpoint is
 * known. An endpoint another account held moves to this one without that account's purposes: a
 * browser has one subscription, whoever signed in last. Past PUSH_LIMITS.perUser devices, those
 * renewed longest ago go, in the same transaction.
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  subscription: PushSubscriptionJson,
  purpose: PushPurpose,
): Promise<PushSubscriptionState> {
  const { endpoint, keys } = subscription;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, [FLAG[purpose]]: true })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          ownerAlerts: flagAfterSave(purpose, 'owner-alerts', userId),
          orderUpdates: flagAfterSave(purpose, 'order-updates', userId),
          userId,
          p256dh: keys.p256dh,
          auth: keys.auth,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(PUSH_LIMITS.perUser);
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.id} not in (${kept})`),
      );
    return stateOf(row);
  });
}

/**
 * This user's device at `endpoint` stops receiving `purpose`; a subscription left for nothing is
 * deleted. Another account's subscription, or none, is left alone and answers no purposes.
 */
export async function removePurpose(
  db: Database,
  userId: string,
  endpoint: string,
  purpose: PushPurpose,
): Promise<PushSubscriptionState> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pushSubscriptions)
      // Not a renewal: the device's place among the user's PUSH_LIMITS.perUser stays.
      .set({ [FLAG[purpose]]: false, updatedAt: sql`${pushSubscriptions.updatedAt}` })
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
      .returning();
    if (row && !row.ownerAlerts && !row.orderUpdates) {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    }
    return stateOf(row);
  });
}

export type SubscriptionChange =
  { kind: 'changed'; state: PushSubscriptionState } | { kind: 'unknown' } | { kind: 'taken' };

/**
 * The browser replaced the subscription at `oldEndpoint` with `subscription`: the stored one
 * takes the new endpoint and keys and keeps its user and purposes. When the new endpoint is
 * already this user's, the two become one with the purposes of both; another user's is `taken`.
 */
export async function replaceSubscription(
  db: Database,
  oldEndpoint: string,
  subscription: PushSubscriptionJson,
): Promise<SubscriptionChange> {
  const { endpoint, keys } = subscription;
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, oldEndpoint))
      .for('update');
    if (!old) return { kind: 'unknown' } as const;
    const [current] =
      endpoint === oldEndpoint
        ? []
        : await tx
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, endpoint))
            .for('update');
    if (current && current.userId !== old.userId) return { kind: 'taken' } as const;
    if (current) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, current.id));
    const [row] = await tx
      .update(pushSubscriptions)
      .set({
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        ownerAlerts: old.ownerAlerts || Boolean(current?.ownerAlerts),
        orderUpdates: old.orderUpdates || Boolean(current?.orderUpdates),
      })
      .where(eq(pushSubscriptions.id, old.id))
      .returning();
    return { kind: 'changed', state: stateOf(row) } as const;
  });
}

/** The push service said the subscription is gone (404 or 410): it is forgotten. */
export async function forgetSubscription(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Where `userId`'s devices that want `purpose` receive. */
export function subscriptionsOf(db: Database, userId: string, purpose: PushPurpose) {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions[FLAG[purpose]], true)));
}
