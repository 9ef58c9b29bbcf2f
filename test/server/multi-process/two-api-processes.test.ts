import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Restaurant } from '@contract/restaurant';
import type { RestaurantSearchResponse } from '@contract/search';
import { stopGroup } from '../../system/system-processes';
import {
  multipartBody,
  solidImage,
  toFormEntries,
  validFields,
} from '../api/restaurants/restaurant-test-kit';
import { startApiProcess, startKeyServer, type ApiProcess, type KeyServer } from './api-processes';
import { describeWhen, isReachable, TEST_REDIS_URL } from './reachable';
import { onServer, urlOfDatabase } from '../helpers/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const SLOW = 240_000;
/** Writes one address may make per minute, across both processes. */
const WRITE_LIMIT = 12;
/** Ports of this test's servers (5600–5699 is this test's range). */
const PORTS = { one: 5611, other: 5612, keys: 5613 };

/** Letters only, as a city name takes them: a city no run has used before. */
const newCity = () =>
  `Newtown ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

// Two API processes (`npm start` with SERVICES=api) on one PostgreSQL database and one Redis, as
// behind a load balancer. Runs where the PostgreSQL-only tests run (TEST_DATABASE_URL) with a
// Redis at TEST_REDIS_URL (redis://127.0.0.1:6379 by default):
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx jest test/server/multi-process
describeWhen(
  Boolean(serverUrl) && isReachable(TEST_REDIS_URL, 6379),
  serverUrl
    ? `two API processes: no Redis at ${TEST_REDIS_URL}`
    : 'two API processes: TEST_DATABASE_URL is not set (PostgreSQL only)',
)('two API processes on one PostgreSQL and one Redis', () => {
  const database = `test_two_api_${randomUUID().replaceAll('-', '')}`;
  let dataDir: string;
  let keys: KeyServer;
  let one: ApiProcess;
  let other: ApiProcess;
  let owner: Record<string, string>;

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE DATABASE "${database}"`);
    const url = urlOfDatabase(serverUrl!, database);
    dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-two-api-'));
    keys = await startKeyServer(PORTS.keys);
    const shared = {
      databaseUrl: url,
      // A prefix of this run's own, so that no other run's counts are added in.
      redisUrl: `${TEST_REDIS_URL}?keyPrefix=forkful-two-api-${randomUUID()}:`,
      issuer: keys.issuer,
      writeRateLimit: WRITE_LIMIT,
    };
    // One after the other: the first migrates the new database.
    one = await startApiProcess({ ...shared, port: PORTS.one, dataDir: path.join(dataDir, '1') });
    other = await startApiProcess({
      ...shared,
      port: PORTS.other,
      dataDir: path.join(dataDir, '2'),
    });
    owner = { authorization: `Bearer ${await keys.tokenFor(`owner-${randomUUID()}`)}` };
  }, SLOW);
  afterAll(async () => {
    await Promise.all([one, other].map((api) => stopGroup(api?.child.pid)));
    await keys?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }, 60_000);

  /** Every write counts against the one limit, whichever process takes it. */
  let writes = 0;
  const write = (api: ApiProcess, url: string, init: RequestInit) => {
    writes++;
    return fetch(`${api.url}${url}`, init);
  };

  const searchOn = async (api: ApiProcess, city: string) => {
    const response = await fetch(`${api.url}/api/restaurant/search/${encodeURIComponent(city)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as RestaurantSearchResponse).data;
  };

  it(
    'finds and serves a restaurant and its image saved through the other process within 1 s',
    async () => {
      const city = newCity();
      // The other process reads its city list now and would keep it for 10 s.
      expect(await searchOn(other, city)).toEqual([]);

      const signedUp = await write(one, '/api/my/user', { method: 'POST', headers: owner });
      expect(signedUp.status).toBe(201);
      const form = await multipartBody(toFormEntries({ ...validFields, city }), {
        data: await solidImage('png', 1200, 800),
      });
      const saved = await write(one, '/api/my/restaurant', {
        method: 'POST',
        headers: { ...owner, ...form.headers },
        body: new Uint8Array(form.payload),
      });
      expect(saved.status).toBe(201);
      const restaurant = (await saved.json()) as Restaurant;
      const savedAt = Date.now();

      // A notification, not the 10 s list lifetime, brings the new city: allow 1 s.
      let found = await searchOn(other, city);
      while (found.length === 0 && Date.now() - savedAt < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        found = await searchOn(other, city);
      }
      expect(found.map((entry) => entry._id)).toEqual([restaurant._id]);

      const imagePath = new URL(restaurant.imageUrl).pathname;
      const [fromOne, fromOther] = await Promise.all(
        [one, other].map((api) => fetch(`${api.url}${imagePath}`)),
      );
      expect(fromOther.status).toBe(200);
      expect(fromOther.headers.get('content-type')).toBe('image/webp');
      expect(fromOther.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await fromOther.arrayBuffer());
      expect(bytes.equals(Buffer.from(await fromOne.arrayBuffer()))).toBe(true);
      expect(bytes.length).toBeGreaterThan(0);

      const avif = await fetch(`${other.url}${imagePath.replace('1280.webp', '320.avif')}`);
      expect(avif.status).toBe(200);
      expect(avif.headers.get('content-type')).toBe('image/avif');
    },
    SLOW,
  );

  it('counts the writes of both processes against one limit', async () => {
    const profile = {
      name: 'Ann Lee',
      addressLine1: '1 High Street',
      city: 'London',
      country: 'UK',
    };
    // Both processes see one address, 127.0.0.1, whose writes so far are counted already.
    const allowed = WRITE_LIMIT - writes;
    const statuses: number[] = [];
    for (let i = 0; i < allowed + 2; i++) {
      const response = await write(i % 2 === 0 ? other : one, '/api/my/user', {
        method: 'PUT',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify(profile),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(allowed).fill(200), 429, 429]);
  });
});
