import http from 'node:http';
import type { Socket } from 'node:net';
import Fastify from 'fastify';
import {
  closeGracefully,
  FASTIFY_SERVER_OPTIONS,
  HEADERS_TIMEOUT_MS,
  HTTP_SERVER_OPTIONS,
  listen,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_EVERY_MS,
} from '@server/running-server';

describe('FASTIFY_SERVER_OPTIONS', () => {
  it('bounds how long a client may take to send a request and its headers, checked every second', async () => {
    const app = Fastify(FASTIFY_SERVER_OPTIONS);
    app.post('/echo', async (request) => request.body);
    try {
      const url = await listen(app, { port: 0, host: 'localhost' });
      // Node cuts a request still arriving after these with 408
      // (test/system/supervised-system.test.ts).
      expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(HEADERS_TIMEOUT_MS);
      expect(HTTP_SERVER_OPTIONS.connectionsCheckingInterval).toBe(TIMEOUT_CHECK_EVERY_MS);
      expect(
        (app.server as typeof app.server & { connectionsCheckingInterval: number })
          .connectionsCheckingInterval,
      ).toBe(TIMEOUT_CHECK_EVERY_MS);
      const echoed = await fetch(`${url}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ok: true }),
      });
      expect(await echoed.json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });
});

describe('closeGracefully', () => {
  /** An app whose GET /slow answers when the test says so; resolves `started` when it begins. */
  async function appWithSlowRoute() {
    const app = Fastify({ return503OnClosing: false });
    let release = () => undefined as void;
    let started = () => undefined as void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    app.get('/quick', async () => ({ quick: true }));
    const url = await listen(app, { port: 0, host: 'localhost' });
    return { app, url, begun, release: () => release() };
  }

  function get(url: string, agent: http.Agent) {
    return new Promise<{ status: number; connection?: string; body: string; socket: Socket }>(
      (resolve, reject) => {
        http
          .get(url, { agent }, (response) => {
            const { socket } = response;
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                connection: response.headers.connection,
                body,
                socket,
              }),
            );
          })
          .on('error', reject);
      },
    );
  }

  it('answers a request under way, as the last one on its connection', async () => {
    const { app, url, begun, release } = await appWithSlowRoute();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = get(`${url}/slow`, agent);
      await begun;
      const closed = closeGracefully(app);
      release();
      const { status, connection, body } = await answer;
      expect([status, connection, JSON.parse(body)]).toEqual([200, 'close', { done: true }]);
      await closed;
    } finally {
      agent.destroy();
    }
  });

  it('closes a kept-alive connection once idle rather than at its keep-alive timeout', async () => {
    const { app, url } = await appWithSlowRoute();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const { status, connection, socket } = await get(`${url}/quick`, agent);
      expect([status, connection]).toEqual([200, 'keep-alive']);
      const socketClosed = new Promise((resolve) => socket.once('close', resolve));
      // Fastify keeps an idle connection for 72 s; the test's time limit is shorter.
      expect(app.server.keepAliveTimeout).toBeGreaterThan(30_000);
      await closeGracefully(app);
      await socketClosed;
    } finally {
      agent.destroy();
    }
  });

  it('cuts what is still open at the deadline', async () => {
    const { app, url, begun, release } = await appWithSlowRoute();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = get(`${url}/slow`, agent);
      await begun;
      await closeGracefully(app, { forceAt: Date.now() + 100 });
      await expect(answer).rejects.toThrow(/socket hang up/);
    } finally {
      release();
      agent.destroy();
    }
  });
});
