/**
 * What image uploads cost the other requests: GET /api/health and GET /api/restaurant/{id}
 * (gzip asked for) are read for a while through the API (`buildApp` on PGlite, listening on
 * 127.0.0.1), first alone, then while four owners each upload a large photo again and again
 * (PUT /api/my/restaurant). The reads' latencies of the two phases compare; the uploads' own
 * times and answers are counted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createLocalJWKSet } from 'jose';
import pino from 'pino';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import { restaurants, users } from '@server/db/schema';
import { benchPerson, benchRestaurant } from '../support/bench-rows';
import { benchTokens } from '../support/bench-tokens';
import { uploadForm } from './upload-form';

const PORT = 5631;
const SECONDS = 10;
/** Per read route: a few pages open at once, as people browsing beside the uploads. */
const READ_CONNECTIONS = 2;
const UPLOADERS = 4;
const READS = { health: '/api/health', restaurant: '/api/restaurant/{id}' } as const;

export interface ReadRow {
  phase: string;
  route: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export interface UploadCounts {
  answers: Record<number, number>;
  /** Milliseconds each answered upload took, waiting for its turn included. */
  times: number[];
  /** The whole process (the API, its PGlite, the load): as the uploads start, and at most. */
  rssBeforeMB: number;
  rssPeakMB: number;
}

const rssMB = () => process.memoryUsage().rss / 2 ** 20;

async function seedOwners(database: DatabaseHandle) {
  const subs = Array.from({ length: UPLOADERS }, (_, i) => `bench|uploader-${i}`);
  const ids: string[] = [];
  for (const sub of subs) {
    const [owner] = await database.db.insert(users).values(benchPerson(sub)).returning();
    const [row] = await database.db
      .insert(restaurants)
      .values(benchRestaurant(owner.id, `Upload Bistro ${ids.length}`))
      .returning({ id: restaurants.id });
    ids.push(row.id);
  }
  return { subs, restaurantId: ids[0] };
}

function read(url: string, route: string, phase: string): Promise<ReadRow> {
  const headers = { 'accept-encoding': 'gzip' };
  return autocannon({ url, connections: READ_CONNECTIONS, duration: SECONDS, headers }).then(
    (result) => ({
      phase,
      route,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts + result.non2xx,
    }),
  );
}

/** Each owner uploads `photo` again and again until `stop` is set; their answers counted. */
function uploadUntil(baseUrl: string, tokens: string[], photo: Buffer, stop: { done: boolean }) {
  const counts: UploadCounts = { answers: {}, times: [], rssBeforeMB: rssMB(), rssPeakMB: 0 };
  const sampler = setInterval(() => (counts.rssPeakMB = Math.max(counts.rssPeakMB, rssMB())), 50);
  const uploader = async (token: string) => {
    while (!stop.done) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/my/restaurant`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: uploadForm(photo),
      });
      await response.arrayBuffer();
      counts.times.push(performance.now() - started);
      counts.answers[response.status] = (counts.answers[response.status] ?? 0) + 1;
    }
  };
  return Promise.all(tokens.map(uploader)).then(() => {
    clearInterval(sampler);
    return counts;
  });
}

/** Reads alone, then beside four uploaders of `photo`. */
export async function measureUploadsBesideReads(photo: Buffer) {
  const database = await openDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-bench-uploads-'));
  const { jwk, token } = await benchTokens('bench-images');
  const config = { ...loadConfig({}), logLevel: 'silent' as const, writeRateLimit: 1e9, dataDir };
  const tokenKeys = createLocalJWKSet({ keys: [jwk] });
  const logger = pino({ level: 'silent' });
  const app = await buildApp({ config, database, logger, tokenKeys });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const { subs, restaurantId } = await seedOwners(database);
    const tokens = await Promise.all(subs.map(token));
    const urls = Object.entries(READS).map(([route, url]) => [
      route,
      url.replace('{id}', restaurantId),
    ]);
    const readAll = (phase: string) =>
      Promise.all(urls.map(([route, url]) => read(`${base}${url}`, route, phase)));
    const alone = await readAll('alone');
    const stop = { done: false };
    const uploading = uploadUntil(base, tokens, photo, stop);
    const beside = await readAll(`beside ${UPLOADERS} uploads`);
    stop.done = true;
    return { reads: [...alone, ...beside], uploads: await uploading };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
