import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '@server/api/plugins/compression.plugin';
import type { TestApp } from '../helpers/build-test-app';
import { CUSTOMER_EVENTS, listenOnLoopback, openEvents } from './orders/order-events-test-kit';
import { buildOrdersApp, signUpPerson, type Person } from './orders/owner-orders-test-kit';
import { insertRestaurants } from './search/search-test-kit';

const SEARCH = '/api/restaurant/search/compressford';

describe('answers are compressed as the client accepts', () => {
  let subject: TestApp;
  let customer: Person;

  beforeAll(async () => {
    subject = await buildOrdersApp();
    const names = Array.from({ length: 10 }, (_, index) => `Compressed Kitchen ${index + 1}`);
    await insertRestaurants(
      subject.database.db,
      names.map((restaurantName) => ({ restaurantName, city: 'Compressford' })),
    );
    customer = await signUpPerson(subject);
  }, 60_000);
  afterAll(() => subject.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'GET', url, headers });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('a JSON answer over 1 kB goes with %s when asked', async (encoding, decompress) => {
    const plain = await get(SEARCH, { 'accept-encoding': 'identity' });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const compressed = await get(SEARCH, { 'accept-encoding': encoding });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decompress(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('prefers brotli when both are accepted', async () => {
    const response = await get(SEARCH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(expect.any(Object));
  });

  it('keeps one ETag for every encoding, and answers 304 to it whatever the encoding', async () => {
    const plain = await get(SEARCH, { 'accept-encoding': 'identity' });
    const compressed = await get(SEARCH, { 'accept-encoding': 'br' });
    expect(plain.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(compressed.headers.etag).toBe(plain.headers.etag);

    for (const encoding of ['br', 'gzip', 'identity']) {
      const revalidated = await get(SEARCH, {
        'accept-encoding': encoding,
        'if-none-match': String(compressed.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers['content-encoding']).toBeUndefined();
      expect(revalidated.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('leaves an order event stream uncompressed, so each event arrives as it happens', async () => {
    const baseUrl = await listenOnLoopback(subject.app);
    const stream = await openEvents(baseUrl, CUSTOMER_EVENTS, {
      ...customer.headers,
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('content-encoding')).toBeNull();
      // The first event is readable text at once: nothing waits in a compressor's buffer.
      expect(await stream.next()).toEqual(expect.objectContaining({ retry: expect.any(Number) }));
    } finally {
      stream.close();
    }
  });
});
