import {
  base64UrlToBytes,
  canUseWebPush,
  currentPushSubscription,
  SERVICE_WORKER_WAIT_MS,
  subscribeToPush,
} from '@/lib/web-push';
import { PUSH_PUBLIC_KEY } from '@test/src/msw/handlers/push';
import { stubPushBrowser, type PushBrowser } from '../features/orders/push/push-browser';

let push: PushBrowser | undefined;

afterEach(() => {
  push?.restore();
  push = undefined;
  jest.useRealTimers();
});

describe('web push at the browser edge', () => {
  it('is not possible without a service worker, push manager and notifications', async () => {
    expect(canUseWebPush()).toBe(false);
    expect(await subscribeToPush(PUSH_PUBLIC_KEY)).toEqual({ ok: false, reason: 'unsupported' });
    expect(await currentPushSubscription()).toBeUndefined();
  });

  it('gives up waiting for a service worker that was never registered', async () => {
    jest.useFakeTimers();
    push = stubPushBrowser({ permission: 'granted', serviceWorker: false });
    const result = subscribeToPush(PUSH_PUBLIC_KEY);
    await jest.advanceTimersByTimeAsync(SERVICE_WORKER_WAIT_MS);
    expect(await result).toEqual({ ok: false, reason: 'no-service-worker' });
  });

  it('answers a refused subscription as a result, never a throw', async () => {
    push = stubPushBrowser({ permission: 'denied' });
    expect(await subscribeToPush(PUSH_PUBLIC_KEY)).toEqual({ ok: false, reason: 'not-allowed' });
  });

  it('reads a base64url key, padding or not, as its bytes', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect(base64UrlToBytes(PUSH_PUBLIC_KEY)).toHaveLength(65);
  });
});
