import Fastify from 'fastify';
import { HEADERS_TIMEOUT_MS, listen, REQUEST_TIMEOUT_MS } from '@server/running-server';

describe('listen', () => {
  it('bounds how long a client may take to send a request and its headers', async () => {
    const app = Fastify();
    app.post('/echo', async (request) => request.body);
    try {
      const url = await listen(app, { port: 0, host: 'localhost' });
      // Node cuts a request still arriving after these (checked every 30 s), with 408.
      expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(HEADERS_TIMEOUT_MS);
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
