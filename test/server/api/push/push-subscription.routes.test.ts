import { eq } from 'drizzle-orm';
import { PUSH_LIMITS } from '@contract/push';
import { pushSubscriptions } from '@server/db/schema';
import { buildTestApp, TEST_VAPID_KEYS, type TestApp } from '../../helpers/build-test-app';
import { startTestPushService, type TestPushService } from '../../helpers/test-push-service';
import { signUpPerson, type Person } from '../orders/owner-orders-test-kit';

const SUBSCRIPTION = '/api/my/push-subscription';
const CHANGE = '/api/push/subscription-change';

describe('the push subscription routes', () => {
  let pushService: TestPushService;
  let subject: TestApp;
  let ann: Person;
  let bob: Person;

  beforeAll(async () => {
    pushService = await startTestPushService(TEST_VAPID_KEYS.publicKey);
    subject = await buildTestApp({ config: { pushServiceOrigins: [pushService.origin] } });
    ann = await signUpPerson(subject, 'ann');
    bob = await signUpPerson(subject, 'bob');
  }, 60_000);
  afterAll(async () => {
    await subject.close();
    await pushService.close();
  });

  const put = (person: Person | undefined, payload: unknown) =>
    subject.app.inject({
      method: 'PUT',
      url: SUBSCRIPTION,
      headers: person?.headers,
      payload: payload as object,
    });
  const remove = (person: Person, payload: unknown) =>
    subject.app.inject({
      method: 'DELETE',
      url: SUBSCRIPTION,
      headers: person.headers,
      payload: payload as object,
    });
  const stored = (endpoint: string) =>
    subject.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));

  it('answers the public key without a token', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: TEST_VAPID_KEYS.publicKey });
  });

  it('stores a subscription per purpose, and forgets it once it is for nothing', async () => {
    const subscription = pushService.subscribe();
    await expect(put(undefined, { subscription, purpose: 'owner-alerts' })).resolves.toMatchObject({
      statusCode: 401,
    });
    const first = await put(ann, { subscription, purpose: 'owner-alerts' });
    expect(first.json()).toEqual({ purposes: ['owner-alerts'] });
    const both = await put(ann, { subscription, purpose: 'order-updates' });
    expect(both.json()).toEqual({ purposes: ['owner-alerts', 'order-updates'] });

    const { endpoint } = subscription;
    expect((await remove(ann, { endpoint, purpose: 'owner-alerts' })).json()).toEqual({
      purposes: ['order-updates'],
    });
    // Bob cannot stop Ann's device.
    expect((await remove(bob, { endpoint, purpose: 'order-updates' })).json()).toEqual({
      purposes: [],
    });
    expect(await stored(endpoint)).toHaveLength(1);
    expect((await remove(ann, { endpoint, purpose: 'order-updates' })).json()).toEqual({
      purposes: [],
    });
    expect(await stored(endpoint)).toEqual([]);
  });

  it("moves a browser's subscription to whoever opted in last, without the other's purposes", async () => {
    const subscription = pushService.subscribe();
    await put(ann, { subscription, purpose: 'owner-alerts' });
    const moved = await put(bob, { subscription, purpose: 'order-updates' });
    expect(moved.json()).toEqual({ purposes: ['order-updates'] });
    const [row] = await stored(subscription.endpoint);
    expect(row.userId).toBe(bob.userId);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', 'a cloud metadata address'],
    ['https://fcm.googleapis.com.evil.example/send/x', 'a look-alike host'],
    ['https://evil.example/push.services.mozilla.com', 'an unknown host'],
    ['http://fcm.googleapis.com/fcm/send/x', 'plain http to a known service'],
    ['https://fcm.googleapis.com:8443/fcm/send/x', 'another port'],
    ['https://user:pw@fcm.googleapis.com/fcm/send/x', 'credentials'],
  ])('refuses %s (%s) with 400 and stores nothing', async (endpoint) => {
    const { keys } = pushService.subscribe();
    const response = await put(ann, { subscription: { endpoint, keys }, purpose: 'owner-alerts' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/known push service/);
    expect(await stored(endpoint)).toEqual([]);
  });

  it('takes the endpoints of the known push services', async () => {
    const { keys } = pushService.subscribe();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGs0abc',
    ]) {
      const response = await put(ann, {
        subscription: { endpoint, keys },
        purpose: 'owner-alerts',
      });
      expect(response.statusCode).toBe(200);
      await remove(ann, { endpoint, purpose: 'owner-alerts' });
    }
  });

  it.each([
    [{ subscription: { endpoint: 'not a url', keys: {} }, purpose: 'owner-alerts' }, /endpoint/],
    [{ purpose: 'owner-alerts' }, /subscription/],
    [{ subscription: 'x', purpose: 'everything' }, /subscription/],
  ])('refuses a malformed body with a 400 naming the field', async (payload, field) => {
    const response = await put(ann, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
  });

  it('refuses keys that are not what browsers make', async () => {
    const { endpoint, keys } = pushService.subscribe();
    for (const bad of [
      { ...keys, p256dh: keys.p256dh.slice(1) },
      { ...keys, auth: `${keys.auth}==` },
      { ...keys, p256dh: 'x'.repeat(PUSH_LIMITS.p256dhLength + 1) },
    ]) {
      const response = await put(ann, {
        subscription: { endpoint, keys: bad },
        purpose: 'owner-alerts',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^subscription\.keys\./);
    }
  });

  it(`keeps at most ${PUSH_LIMITS.perUser} devices per account, the oldest going`, async () => {
    const carol = await signUpPerson(subject, 'carol');
    const endpoints: string[] = [];
    for (let i = 0; i < PUSH_LIMITS.perUser + 2; i += 1) {
      const subscription = pushService.subscribe();
      endpoints.push(subscription.endpoint);
      expect((await put(carol, { subscription, purpose: 'order-updates' })).statusCode).toBe(200);
    }
    const kept = await subject.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, carol.userId));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });

  describe('subscription-change', () => {
    const change = (payload: unknown) =>
      subject.app.inject({ method: 'POST', url: CHANGE, payload: payload as object });

    it('moves the subscription to the new endpoint, keeping its account and purposes', async () => {
      const old = pushService.subscribe();
      await put(ann, { subscription: old, purpose: 'owner-alerts' });
      const renewed = pushService.subscribe();
      const response = await change({ oldEndpoint: old.endpoint, subscription: renewed });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ purposes: ['owner-alerts'] });
      expect(await stored(old.endpoint)).toEqual([]);
      const [row] = await stored(renewed.endpoint);
      expect(row).toMatchObject({
        userId: ann.userId,
        ownerAlerts: true,
        p256dh: renewed.keys.p256dh,
      });
    });

    it('answers 404 for an endpoint it does not know, and 400 for an unknown service', async () => {
      const unknown = await change({
        oldEndpoint: pushService.subscribe().endpoint,
        subscription: pushService.subscribe(),
      });
      expect(unknown.statusCode).toBe(404);

      const old = pushService.subscribe();
      await put(ann, { subscription: old, purpose: 'owner-alerts' });
      const elsewhere = { ...pushService.subscribe(), endpoint: 'https://evil.example/x' };
      const refused = await change({ oldEndpoint: old.endpoint, subscription: elsewhere });
      expect(refused.statusCode).toBe(400);
      expect(await stored(old.endpoint)).toHaveLength(1);
    });

    it("refuses to take over another account's endpoint", async () => {
      const annOld = pushService.subscribe();
      const bobs = pushService.subscribe();
      await put(ann, { subscription: annOld, purpose: 'owner-alerts' });
      await put(bob, { subscription: bobs, purpose: 'order-updates' });
      const response = await change({ oldEndpoint: annOld.endpoint, subscription: bobs });
      expect(response.statusCode).toBe(409);
      expect((await stored(bobs.endpoint))[0].userId).toBe(bob.userId);
    });
  });
});
