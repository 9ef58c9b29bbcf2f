import * as pushPaths from '@contract/push.paths';
import { renewSubscription } from '@/service-worker/subscription-change';

const API = 'https://api.forkful.example';
const OPTIONS = { userVisibleOnly: true, applicationServerKey: new Uint8Array([4, 1, 2]).buffer };

function subscription(endpoint: string): PushSubscription {
  return {
    endpoint,
    options: OPTIONS,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `${endpoint}-key`, auth: `${endpoint}-auth` },
    }),
  } as unknown as PushSubscription;
}

function registrationSubscribingTo(endpoint: string) {
  const subscribe = jest.fn(async () => subscription(endpoint));
  const registration = { pushManager: { subscribe } } as unknown as ServiceWorkerRegistration;
  return { registration, subscribe };
}

const answering = (status: number) =>
  jest.fn(async (..._: Parameters<typeof fetch>) => new Response(null, { status }));

describe('a subscription the browser replaced', () => {
  it('subscribes again with the old options and tells the API both endpoints', async () => {
    const { registration, subscribe } = registrationSubscribingTo('https://push.example/new');
    const send = answering(204);
    await renewSubscription(
      registration,
      subscription('https://push.example/old'),
      null,
      API,
      send,
    );

    expect(subscribe).toHaveBeenCalledWith(OPTIONS);
    const { method, url } = pushPaths.postPushSubscriptionChange;
    expect(send).toHaveBeenCalledWith(`${API}${url}`, expect.objectContaining({ method }));
    expect(JSON.parse(String(send.mock.calls[0][1]?.body))).toEqual({
      oldEndpoint: 'https://push.example/old',
      subscription: {
        endpoint: 'https://push.example/new',
        keys: { p256dh: 'https://push.example/new-key', auth: 'https://push.example/new-auth' },
      },
    });
  });

  it('reports the new subscription the browser made itself, without subscribing again', async () => {
    const { registration, subscribe } = registrationSubscribingTo('https://push.example/unused');
    const send = answering(204);
    const made = subscription('https://push.example/made');
    await renewSubscription(
      registration,
      subscription('https://push.example/old'),
      made,
      API,
      send,
    );
    expect(subscribe).not.toHaveBeenCalled();
    expect(JSON.parse(String(send.mock.calls[0][1]?.body)).subscription.endpoint).toBe(
      'https://push.example/made',
    );
  });

  it('does nothing without the old subscription, which alone proves the device', async () => {
    const { registration, subscribe } = registrationSubscribingTo('https://push.example/new');
    const send = answering(204);
    await renewSubscription(registration, null, null, API, send);
    expect(subscribe).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it("fails when the API refuses, so the browser's log shows it", async () => {
    const { registration } = registrationSubscribingTo('https://push.example/new');
    const old = subscription('https://push.example/old');
    await expect(renewSubscription(registration, old, null, API, answering(404))).rejects.toThrow(
      /404/,
    );
  });
});
