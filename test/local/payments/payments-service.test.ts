import { loadConfig } from '@server/config';
import { paymentsOptionsFromConfig } from '@local/payments/payments-server';
import { services } from '@local/start';

describe('the payments process of npm start', () => {
  it('runs while the secret key is the local one', () => {
    expect(services(loadConfig({})).map((service) => service.name)).toContain('payments');
  });

  it('does not run with a Stripe key', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_realaccount',
      STRIPE_WEBHOOK_SECRET: 'whsec_realaccount',
    });
    expect(services(config).map((service) => service.name)).not.toContain('payments');
  });

  it('posts its webhooks to the API and keeps its data under DATA_DIR', () => {
    const config = loadConfig({
      API_BASE_URL: 'http://127.0.0.1:7100',
      DATA_DIR: '/tmp/forkful',
      PAYMENTS_PORT: '4343',
    });
    expect(paymentsOptionsFromConfig(config)).toMatchObject({
      port: 4343,
      secretKey: 'sk_test_local',
      webhookSecret: 'whsec_local_forkful',
      webhookUrl: 'http://127.0.0.1:7100/api/order/checkout/webhook',
      dataDir: '/tmp/forkful/payments',
      publicUrl: 'http://localhost:4343',
    });
  });
});
