import { buildTestApp, type TestApp } from '../helpers/build-test-app';

describe('GET /api/health', () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await buildTestApp();
  }, 60_000);
  afterAll(() => subject.close());

  it('answers 200 { status: ok } while the database answers', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const failing = await buildTestApp({
      database: {
        ...subject.database,
        ping: () => Promise.reject(new Error('connection refused on 10.0.0.7')),
        close: async () => undefined,
      },
    });
    const response = await failing.app.inject({ method: 'GET', url: '/api/health' });
    await failing.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database unavailable' });
  });

  it('answers 503 once its database is closed', async () => {
    const closing = await buildTestApp();
    await closing.database.close();
    const response = await closing.app.inject({ method: 'GET', url: '/api/health' });
    await closing.app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database unavailable' });
  }, 60_000);
});
