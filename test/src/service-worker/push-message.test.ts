import { readPushMessage } from '@/service-worker/push-message';

const data = (text: string) => ({ text: () => text });

describe('reading a push', () => {
  it('answers the message the API sent', () => {
    const message = { kind: 'order-answered', orderId: 'o1' };
    expect(readPushMessage(data(JSON.stringify(message)))).toEqual(message);
  });

  it.each([
    ['no data', null],
    ['text that is not JSON', data('hello')],
    ['JSON that is not an object', data('42')],
    ['a kind this worker does not know', data('{"kind":"coupon","orderId":"o1"}')],
    ['a message without its order', data('{"kind":"new-order"}')],
  ])('answers nothing for %s', (_, pushed) => {
    expect(readPushMessage(pushed)).toBeUndefined();
  });
});
