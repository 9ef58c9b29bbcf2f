import type { FastifyRequest } from 'fastify';
import { clientKey } from '@server/api/plugins/rate-limit.plugin';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer } from '../helpers/test-tokens';

const profile = { name: 'Ann Lee', addressLine1: '1 High Street', city: 'London', country: 'UK' };

describe('writes per caller and minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { writeRateLimit: 2 } });
  }, 60_000);
  afterAll(() => t.close());

  const write = (headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'PUT', url: '/api/my/user', headers, payload: profile, remoteAddress });

  it('answers 429 with a message past the limit, for that address only', async () => {
    const ann = await bearer('auth0|ann');
    expect((await write(ann, '10.0.0.1')).statusCode).not.toBe(429);
    expect((await write(ann, '10.0.0.1')).statusCode).not.toBe(429);
    const refused = await write(ann, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many changes at once; try again in \d+ seconds$/),
    });
    // Another token from the same address buys no fresh allowance; another address has its own.
    expect((await write(await bearer('auth0|bob'), '10.0.0.1')).statusCode).toBe(429);
    expect((await write(await bearer('auth0|bob'), '10.0.0.2')).statusCode).not.toBe(429);
  });

  it('does not count reads or the payment webhook', async () => {
    const cid = await bearer('auth0|cid');
    for (let i = 0; i < 5; i++) {
      const read = await t.app.inject({ method: 'GET', url: '/api/my/user', headers: cid });
      expect(read.statusCode).not.toBe(429);
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/api/order/checkout/webhook',
        payload: {},
      });
      expect(webhook.statusCode).not.toBe(429);
    }
  });
});

describe('the key a write is counted under', () => {
  const request = (ip: string | undefined) => ({ ip }) as FastifyRequest;

  it("is the client's address, IPv4 inside IPv6 as IPv4", () => {
    expect(clientKey(request('10.0.0.1'))).toBe('10.0.0.1');
    expect(clientKey(request('::ffff:10.0.0.1'))).toBe('10.0.0.1');
  });

  it('is one shared key, not an error, for a request whose client has gone', () => {
    expect(clientKey(request(undefined))).toBe('client-gone');
  });
});
