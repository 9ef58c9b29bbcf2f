import { createActor, fromPromise } from 'xstate';
import { checkoutMachine, type DeliveryDetails } from '@machines/checkout/checkout.machine';

const details: DeliveryDetails = {
  name: 'Ann Lee',
  addressLine1: '1 High Street',
  city: 'London',
  country: 'UK',
  email: 'ann@example.com',
};

function startCheckout(createSession: () => Promise<{ url: string }>) {
  const effects = { logIn: jest.fn(), goToPayment: jest.fn(), notifyFailure: jest.fn() };
  const requests: DeliveryDetails[] = [];
  const machine = checkoutMachine.provide({
    actions: {
      logIn: () => effects.logIn(),
      goToPayment: (_, params) => effects.goToPayment(params.url),
      notifyFailure: () => effects.notifyFailure(),
    },
    actors: {
      createCheckoutSession: fromPromise(async ({ input }) => {
        requests.push(input.details);
        return createSession();
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, effects, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkout machine', () => {
  it('cannot start while the cart is empty', () => {
    const { actor } = startCheckout(async () => ({ url: 'x' }));
    expect(actor.getSnapshot().can({ type: 'checkout.start' })).toBe(false);
    actor.send({ type: 'cart.changed', itemCount: 2 });
    expect(actor.getSnapshot().can({ type: 'checkout.start' })).toBe(true);
  });

  it('starts a login when signed out', () => {
    const { actor, effects } = startCheckout(async () => ({ url: 'x' }));
    actor.send({ type: 'cart.changed', itemCount: 1 });
    actor.send({ type: 'checkout.start' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(effects.logIn).toHaveBeenCalledTimes(1);
  });

  it('waits for the user, confirms the details once and goes to the payment page', async () => {
    const { actor, effects, requests } = startCheckout(async () => ({ url: 'https://pay/cs_1' }));
    actor.send({ type: 'cart.changed', itemCount: 1 });
    actor.send({ type: 'session.changed', isAuthenticated: true, hasUser: false });
    actor.send({ type: 'checkout.start' });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    actor.send({ type: 'session.changed', isAuthenticated: true, hasUser: true });
    expect(actor.getSnapshot().value).toBe('confirming');

    actor.send({ type: 'details.submit', details });
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settle();
    expect(requests).toEqual([details]);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(effects.goToPayment).toHaveBeenCalledWith('https://pay/cs_1');
  });

  it('keeps the dialog open and busy while the browser leaves for the payment page', async () => {
    const { actor } = startCheckout(async () => ({ url: 'https://pay/cs_1' }));
    actor.send({ type: 'cart.changed', itemCount: 1 });
    actor.send({ type: 'session.changed', isAuthenticated: true, hasUser: true });
    actor.send({ type: 'checkout.start' });
    actor.send({ type: 'details.submit', details });
    await settle();
    const state = actor.getSnapshot();
    expect(state.value).toBe('redirecting');
    expect(state.hasTag('dialogOpen') && state.hasTag('busy')).toBe(true);
    expect(state.can({ type: 'checkout.start' })).toBe(false);
  });

  it('starts again when the browser comes Back from the identity or the payment page', async () => {
    const { actor, effects } = startCheckout(async () => ({ url: 'https://pay/cs_1' }));
    actor.send({ type: 'cart.changed', itemCount: 1 });
    actor.send({ type: 'checkout.start' });
    expect(actor.getSnapshot().can({ type: 'checkout.start' })).toBe(false);
    actor.send({ type: 'page.restored' });
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'session.changed', isAuthenticated: true, hasUser: true });
    actor.send({ type: 'checkout.start' });
    actor.send({ type: 'details.submit', details });
    await settle();
    expect(actor.getSnapshot().value).toBe('redirecting');
    actor.send({ type: 'page.restored' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('dialogOpen')).toBe(false);
    expect(effects.logIn).toHaveBeenCalledTimes(1);
    expect(effects.goToPayment).toHaveBeenCalledTimes(1);
  });

  it('ignores a page restore while nothing is under way', () => {
    const { actor } = startCheckout(async () => ({ url: 'x' }));
    actor.send({ type: 'cart.changed', itemCount: 1 });
    actor.send({ type: 'session.changed', isAuthenticated: true, hasUser: true });
    actor.send({ type: 'checkout.start' });
    actor.send({ type: 'page.restored' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('closes the dialog without paying', () => {
    const { actor } = startCheckout(async () => ({ url: 'x' }));
    actor.send({ type: 'cart.changed', itemCount: 1 });
    actor.send({ type: 'session.changed', isAuthenticated: true, hasUser: true });
    actor.send({ type: 'checkout.start' });
    expect(actor.getSnapshot().hasTag('dialogOpen')).toBe(true);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('tells of a failure and returns to the start', async () => {
    const { actor, effects } = startCheckout(async () => {
      throw new Error('502');
    });
    actor.send({ type: 'cart.changed', itemCount: 1 });
    actor.send({ type: 'session.changed', isAuthenticated: true, hasUser: true });
    actor.send({ type: 'checkout.start' });
    actor.send({ type: 'details.submit', details });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.notifyFailure).toHaveBeenCalledTimes(1);
    expect(effects.goToPayment).not.toHaveBeenCalled();
  });
});
