import type { PushMessage } from '@contract/push';
import { PUSH_OPENS } from '@contract/push';

/**
 * The message a push carries (contract/push.ts), or undefined when it is not JSON or not one of
 * the kinds this worker knows (a newer API may add one): the worker then shows nothing.
 */
export function readPushMessage(data: { text(): string } | null): PushMessage | undefined {
  if (!data) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.text());
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { kind, orderId } = parsed as Record<string, unknown>;
  const known = typeof kind === 'string' && Object.hasOwn(PUSH_OPENS, kind);
  return known && typeof orderId === 'string' ? (parsed as PushMessage) : undefined;
}
