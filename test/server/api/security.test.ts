import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const WEB_ORIGIN = 'http://localhost:3000';
const SECOND_CLIENT = 'https://mobile.forkful.example';

describe('CORS and security headers', () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await buildTestApp({
      config: { webOrigin: WEB_ORIGIN, webOrigins: [WEB_ORIGIN, SECOND_CLIENT] },
    });
  }, 60_000);
  afterAll(() => subject.close());

  const health = (headers: Record<string, string>) =>
    subject.app.inject({ method: 'GET', url: '/api/health', headers });

  it('allows the web origin, without credentials', async () => {
    const response = await health({ origin: WEB_ORIGIN });
    expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('allows every origin WEB_ORIGIN lists', async () => {
    const response = await health({ origin: SECOND_CLIENT });
    expect(response.headers['access-control-allow-origin']).toBe(SECOND_CLIENT);
  });

  it('does not allow another origin', async () => {
    const response = await health({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of an authorized JSON call from the web origin', async () => {
    const response = await subject.app.inject({
      method: 'OPTIONS',
      url: '/api/my/user',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
    expect(String(response.headers['access-control-allow-headers']).split(/,\s*/)).toEqual([
      'Authorization',
      'Content-Type',
      'Last-Event-ID',
    ]);
  });

  it('refuses the preflight of another origin', async () => {
    const response = await subject.app.inject({
      method: 'OPTIONS',
      url: '/api/my/user',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const response = await health({});
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends them on errors too', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
