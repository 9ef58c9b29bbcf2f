import type { PushPurpose } from '@contract/push';
import type { TestApp } from '../../helpers/build-test-app';
import type { TestPushService } from '../../helpers/test-push-service';

/** Subscribes a new device of the test push service for `purpose`; answers its endpoint. */
export async function optIn(
  subject: TestApp,
  pushService: TestPushService,
  headers: Record<string, string>,
  purpose: PushPurpose,
): Promise<string> {
  const subscription = pushService.subscribe();
  const response = await subject.app.inject({
    method: 'PUT',
    url: '/api/my/push-subscription',
    headers,
    payload: { subscription, purpose },
  });
  if (response.statusCode !== 200) throw new Error(`Opting in answered ${response.statusCode}`);
  return subscription.endpoint;
}
