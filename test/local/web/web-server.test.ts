import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildWebApp, startWebServer } from '@local/web/web-server';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('forkful '.repeat(500))});`;
/** A script the build wrote with its precompressed twins (build/webpack/precompressed-assets.ts). */
const PRECOMPRESSED_SCRIPT = `console.log(${JSON.stringify('takeaway '.repeat(500))});`;
const PRECOMPRESSED = {
  br: brotliCompressSync(PRECOMPRESSED_SCRIPT),
  gzip: gzipSync(PRECOMPRESSED_SCRIPT, { level: 9 }),
};
const MANIFEST = '{"name":"Forkful","start_url":"/"}';
const SERVICE_WORKER = "self.addEventListener('push', () => undefined);";
const origins = { apiOrigin: 'http://localhost:7000', identityOrigin: 'http://localhost:4000' };

describe('web server', () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'forkful-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(distDir, 'manifest.webmanifest'), MANIFEST);
    await writeFile(path.join(distDir, 'sw.js'), SERVICE_WORKER);
    await writeFile(path.join(distDir, 'assets', 'main.0123456789.js'), SCRIPT);
    const precompressed = path.join(distDir, 'assets', 'page.0123456789.js');
    await writeFile(precompressed, PRECOMPRESSED_SCRIPT);
    await writeFile(`${precompressed}.br`, PRECOMPRESSED.br);
    await writeFile(`${precompressed}.gz`, PRECOMPRESSED.gzip);
    app = await buildWebApp({ distDir, ...origins, logger: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves index.html at / without caching it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/search/london', '/detail/42?cancelled=true', '/manage-restaurant'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for good', async () => {
    const response = await get('/assets/main.0123456789.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files outside assets/', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest as one', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.body).toBe(MANIFEST);
  });

  it('serves the service worker as a script the browser checks for updates on every visit', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SERVICE_WORKER);
  });

  it('serves robots.txt that lets every crawler in', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('User-agent: *\nAllow: /\n');
  });

  it('answers a missing asset with a real 404, not the page', async () => {
    const response = await get('/assets/main.9999999999.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('does not answer other methods with the page', async () => {
    const response = await app.inject({ method: 'POST', url: '/search/london', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('sends a Content-Security-Policy that keeps scripts and connections to known origins', async () => {
    const csp = String((await get('/search/london')).headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob: http://localhost:7000",
      'connect-src': "'self' http://localhost:7000 http://localhost:4000",
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self' http://localhost:4000",
    });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses with %s when asked', async (encoding, decompress) => {
    const response = await get('/assets/main.0123456789.js', { 'accept-encoding': encoding });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
    expect(decompress(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('prefers brotli when both are accepted', async () => {
    const response = await get('/assets/main.0123456789.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends plain bytes when no encoding is accepted', async () => {
    const response = await get('/assets/main.0123456789.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  describe('a script the build precompressed', () => {
    const url = '/assets/page.0123456789.js';

    it.each([
      ['br', 'br', PRECOMPRESSED.br, brotliDecompressSync],
      ['gzip', 'gzip, deflate', PRECOMPRESSED.gzip, gunzipSync],
    ] as const)('is sent as its .%s file, as it is', async (encoding, accept, file, decompress) => {
      const response = await get(url, { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(response.rawPayload, file)).toBe(0);
      expect(decompress(response.rawPayload).toString()).toBe(PRECOMPRESSED_SCRIPT);
    });

    it('is sent plain to a client that accepts neither', async () => {
      const response = await get(url, { 'accept-encoding': 'identity' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(PRECOMPRESSED_SCRIPT);
    });
  });

  it('keeps the page headers when index.html is precompressed', async () => {
    const page = path.join(distDir, 'index.html');
    await writeFile(`${page}.br`, brotliCompressSync(INDEX_HTML));
    try {
      const response = await get('/search/london', { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    } finally {
      await rm(`${page}.br`);
    }
  });

  it('listens and stops', async () => {
    const server = await startWebServer({
      distDir,
      ...origins,
      port: 0,
      logger: pino({ level: 'silent' }),
    });
    const response = await fetch(`${server.url}/search/london`);
    expect(await response.text()).toBe(INDEX_HTML);
    await server.close();
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
  });

  it('refuses to start without a build', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'forkful-empty-'));
    await expect(buildWebApp({ distDir: empty, ...origins })).rejects.toThrow(
      /index\.html is missing/,
    );
    await rm(empty, { recursive: true, force: true });
  });
});
