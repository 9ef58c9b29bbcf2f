import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { clientKey } from '@server/api/plugins/rate-limit.plugin';
import { loadConfig } from '@server/config';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer } from '../helpers/test-tokens';
import { describeWhen, isReachable, TEST_REDIS_URL } from '../multi-process/reachable';

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

/** A captured log: what the app wrote, one parsed line each. */
function captureLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { logger, lines };
}

describe('counting in Redis (REDIS_URL)', () => {
  const profileWrite = (app: TestApp, headers: Record<string, string>, remoteAddress: string) =>
    app.app.inject({
      method: 'PUT',
      url: '/api/my/user',
      headers,
      payload: profile,
      remoteAddress,
    });

  it('takes REDIS_URL as a redis:// or rediss:// URL, never showing a wrong one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache:6380/0' }).redisUrl).toBe(
      'rediss://:secret@cache:6380/0',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@cache' })).toThrow(
      /^Invalid configuration:\n {2}REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/,
    );
  });

  it('lets writes through, logged, when Redis cannot be reached', async () => {
    const { logger, lines } = captureLog();
    // Nothing listens on port 1.
    const app = await buildTestApp({
      config: { writeRateLimit: 1, redisUrl: 'redis://127.0.0.1:1' },
      logger,
    });
    try {
      const dee = await bearer('auth0|dee');
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await profileWrite(app, dee, '10.0.2.1')).statusCode);
      // 404: no user record, but counted or not, never 429 nor 500.
      expect(statuses).toEqual([404, 404, 404]);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'Redis unreachable: writes go through uncounted until it is back',
        }),
      );
    } finally {
      await app.close();
    }
  }, 60_000);

  // A Redis of its own, started late on a port of this test's (5600–5699), then stopped.
  const REDIS_PORT = 5651;
  const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
  (hasRedisServer ? it : it.skip)(
    'counts again once Redis is back, and logs that',
    async () => {
      const { logger, lines } = captureLog();
      const app = await buildTestApp({
        config: { writeRateLimit: 1, redisUrl: `redis://127.0.0.1:${REDIS_PORT}` },
        logger,
      });
      const server = spawn('redis-server', [
        '--port',
        String(REDIS_PORT),
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      try {
        const fay = await bearer('auth0|fay');
        const deadline = Date.now() + 20_000;
        while (!lines.some((line) => line.msg === 'Redis reachable again: writes are counted')) {
          if (Date.now() > deadline) throw new Error('Redis was not reached again within 20 s');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect((await profileWrite(app, fay, '10.0.4.1')).statusCode).toBe(404);
        expect((await profileWrite(app, fay, '10.0.4.1')).statusCode).toBe(429);
      } finally {
        await app.close();
        server.kill();
      }
    },
    60_000,
  );

  describeWhen(isReachable(TEST_REDIS_URL, 6379), `no Redis at ${TEST_REDIS_URL}`)(
    'with Redis there',
    () => {
      const apps: TestApp[] = [];
      beforeAll(async () => {
        // A prefix of this run's own, so that no other run's counts are added in.
        const redisUrl = `${TEST_REDIS_URL}?keyPrefix=forkful-test-${randomUUID()}:`;
        for (let i = 0; i < 2; i++)
          apps.push(await buildTestApp({ config: { writeRateLimit: 3, redisUrl } }));
      }, 60_000);
      afterAll(() => Promise.all(apps.map((app) => app.close())));

      it('counts the writes of two API processes together', async () => {
        const eve = await bearer('auth0|eve');
        const statuses = [];
        for (let i = 0; i < 4; i++) {
          statuses.push((await profileWrite(apps[i % 2], eve, '10.0.3.1')).statusCode);
        }
        // 404 (no user record) is a counted write like any other.
        expect(statuses).toEqual([404, 404, 404, 429]);
        // Another address has its own allowance.
        expect((await profileWrite(apps[0], eve, '10.0.3.2')).statusCode).toBe(404);
      });
    },
  );
});
