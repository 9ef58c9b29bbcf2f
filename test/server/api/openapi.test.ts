import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_ROUTES as CONTRACT } from '@contract/api-routes';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** `/api/restaurant/:restaurantId` as the document writes it: `/api/restaurant/{restaurantId}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the API document', () => {
  let subject: TestApp;
  let document: {
    openapi: string;
    paths: Record<
      string,
      Record<string, { responses: Record<string, unknown>; security?: unknown }>
    >;
    components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  };

  beforeAll(async () => {
    subject = await buildTestApp();
    const response = await subject.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  }, 60_000);
  afterAll(() => subject.close());

  it('is a valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    const check = spawnSync(process.execPath, [path.resolve('scripts/check-openapi.mjs')], {
      input: JSON.stringify(document),
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.stdout.trim()).toBe('valid OpenAPI 3.1');
    expect(check.status).toBe(0);
  });

  it('lists every route of the contract with every answer it declares', () => {
    const listed = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(listed.sort()).toEqual(
      CONTRACT.map((route) => `${route.method} ${documentPath(route.url)}`).sort(),
    );
    for (const route of CONTRACT) {
      const operation = document.paths[documentPath(route.url)][route.method.toLowerCase()];
      expect(Object.keys(operation.responses).sort()).toEqual(
        Object.keys(route.schema.response).sort(),
      );
    }
  });

  it('gives every error the { message } schema, and bearer security where a token is needed', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
    for (const route of CONTRACT) {
      const operation = document.paths[documentPath(route.url)][route.method.toLowerCase()];
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(answer).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        });
      }
      expect(operation.security).toEqual(route.schema.security);
    }
  });

  it('describes every answer and shows examples', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('Default Response');
    expect(text).toContain('"examples"');
  });

  it('only keeps the shapes its operations refer to', () => {
    const text = JSON.stringify(document);
    for (const name of Object.keys(document.components.schemas)) {
      expect(text).toContain(`"#/components/schemas/${name}"`);
    }
  });

  it('is shown as an interactive reference at /api/docs', async () => {
    const page = await subject.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
