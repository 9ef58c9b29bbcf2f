import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import { httpError } from '@server/api/plugins/errors.plugin';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

describe('error answers', () => {
  let subject: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'error' }, { write: (line: string) => logLines.push(line) });
    subject = await buildTestApp({ logger });
    const { app } = subject;
    app.post(
      '/api/test/echo',
      {
        schema: { body: z.object({ name: z.string() }) },
      },
      async (request) => request.body,
    );
    app.get('/api/test/crash', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.get('/api/test/gone', async () => {
      throw httpError(410, 'This offer has ended');
    });
    app.get('/api/test/upstream', async () => {
      throw httpError(502, 'Payment provider unavailable');
    });
  }, 60_000);
  afterAll(() => subject.close());

  const inject = (options: InjectOptions) => subject.app.inject(options);

  it('answers an unknown route with 404 { message: Not found }', async () => {
    const response = await inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^body: .*JSON/) });
  });

  it('names the path when a parameter is too long or not valid percent-encoding', async () => {
    const long = await inject({ method: 'GET', url: `/api/restaurant/${'x'.repeat(1100)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'params: a path segment is too long' });
    const broken = await inject({ method: 'GET', url: '/api/restaurant/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'params: the path is not valid percent-encoding' });
  });

  it('names the field that failed validation', async () => {
    const missing = await inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: expect.stringMatching(/^name: /) });

    const wrongType = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: {} },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^name: /);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('accepts a body just under the limit', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1024 * 1024 - 100) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an internal fault with 500 and no internals, and logs the fault', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toMatch(/secret_table|stack/);
    expect(logLines.join('\n')).toMatch(/secret_table/);
  });

  it('passes on the status and message of httpError', async () => {
    const gone = await inject({ method: 'GET', url: '/api/test/gone' });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: 'This offer has ended' });

    const upstream = await inject({ method: 'GET', url: '/api/test/upstream' });
    expect(upstream.statusCode).toBe(502);
    expect(upstream.json()).toEqual({ message: 'Payment provider unavailable' });
  });
});
