/**
 * `npm run bench:images`: what serving a restaurant image costs now that images are rows of the
 * database, against the files they used to be. One image's 640 px WebP (the size a search card
 * asks for, 35 kB) is requested by 16 connections for 10 s through the API (`buildApp`, listening
 * on 127.0.0.1:5630): read from the database every time, from the database and then kept in
 * memory (as the API does), and from a folder of files; on PGlite in memory,
 * and on PostgreSQL too when DATABASE_URL names a server (a scratch database on it, dropped at
 * the end). The load runs in this process, beside the API: the figures compare, they are not a
 * capacity.
 *
 * Then what uploads cost everyone else (bench-images/uploads-beside-reads.ts): other requests'
 * latencies alone and while four large photos are uploaded again and again. The machine's load
 * average is printed before and after, as the figures depend on it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import { restaurants, users } from '@server/db/schema';
import { createDatabaseImageStore, createImageStore } from '@server/images/database-image-store';
import { createDiskImageStore } from '@server/images/disk-image-store';
import { renderRestaurantImage } from '@server/images/image-processing';
import type { ImageStore } from '@server/images/image-store';
import { IMAGE_JOBS_AT_ONCE } from '@server/images/image-work';
import { storeRenditions } from '@server/images/restaurant-images';
import { largePhoto } from './images/upload-form';
import {
  measureUploadsBesideReads,
  type ReadRow,
  type UploadCounts,
} from './images/uploads-beside-reads';
import { benchRestaurant } from './support/bench-rows';

const PORT = 5630;
const SECONDS = 10;
const CONNECTIONS = 16;

const STORES = ['database', 'database, kept in memory', 'files'] as const;
type Store = (typeof STORES)[number];

interface Row {
  engine: string;
  store: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function photo(): Promise<Buffer> {
  // Noise, so that the renditions are as large as a photo's rather than a flat colour's.
  const width = 1600;
  const height = 900;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function measure(
  engine: string,
  database: DatabaseHandle,
  store: Store,
  upload: Buffer,
): Promise<Row> {
  const folder = await mkdtemp(path.join(tmpdir(), 'forkful-bench-images-'));
  const files = createDiskImageStore(folder);
  const imageStore: ImageStore = {
    files,
    database: createDatabaseImageStore(database.db),
    'database, kept in memory': createImageStore(database.db, files),
  }[store];
  const imageKey = await storeRenditions(imageStore, await renderRestaurantImage(upload));
  await ownImage(database, imageKey);
  const config = { ...loadConfig({}), logLevel: 'silent' as const, dataDir: folder };
  const app = await buildApp({ config, database, logger: pino({ level: 'silent' }), imageStore });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}/api/images/${imageKey}/640.webp`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    return {
      engine,
      store,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** A restaurant that shows the image: the API removes images no restaurant refers to. */
async function ownImage(database: DatabaseHandle, imageKey: string) {
  const [owner] = await database.db
    .insert(users)
    .values({ auth0Id: `bench|${randomUUID()}`, email: 'bench@example.com' })
    .returning({ id: users.id });
  await database.db.insert(restaurants).values(benchRestaurant(owner.id, 'Bench Bistro', imageKey));
}

async function onServer(url: string, statement: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`;

function printUploads(reads: ReadRow[], uploads: UploadCounts) {
  console.log('\nOther requests alone, then beside 4 owners uploading a 24 MP JPEG in turn');
  console.log(`image jobs at once: ${IMAGE_JOBS_AT_ONCE}\n`);
  console.log('| reads | route | requests | p50 ms | p99 ms | max ms | errors |');
  console.log('| --- | --- | --: | --: | --: | --: | --: |');
  for (const { phase, route, requests, p50, p99, max, errors } of reads) {
    console.log(`| ${phase} | ${route} | ${requests} | ${p50} | ${p99} | ${max} | ${errors} |`);
  }
  const times = [...uploads.times].sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.floor(share * (times.length - 1))] ?? 0);
  console.log(
    `\nuploads answered: ${JSON.stringify(uploads.answers)}; each took ${at(0)}–${at(1)} ms ` +
      `(median ${at(0.5)}), waiting for its turn included; process RSS ` +
      `${Math.round(uploads.rssBeforeMB)} MB as they started, at most ${Math.round(uploads.rssPeakMB)} MB`,
  );
}

async function main() {
  console.log(`Before: ${load()}`);
  const upload = await photo();
  const rows: Row[] = [];
  const pglite = await openDatabase();
  try {
    for (const store of STORES) rows.push(await measure('PGlite', pglite, store, upload));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `bench_images_${randomUUID().replaceAll('-', '')}`;
    await onServer(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ url: url.href });
    try {
      for (const store of STORES) rows.push(await measure('PostgreSQL', postgres, store, upload));
    } finally {
      await postgres.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }
  console.log(`GET /api/images/{key}/640.webp, ${CONNECTIONS} connections, ${SECONDS} s each\n`);
  console.log('| engine | image from | requests/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | --: | --: | --: | --: |');
  for (const row of rows) {
    const { engine, store, requestsPerSecond, p50, p99, errors } = row;
    console.log(`| ${engine} | ${store} | ${requestsPerSecond} | ${p50} | ${p99} | ${errors} |`);
  }
  const { reads, uploads } = await measureUploadsBesideReads(await largePhoto());
  printUploads(reads, uploads);
  console.log(`\nAfter: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
