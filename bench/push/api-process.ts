/**
 * The API `bench:push` measures, in a process of its own: `tsx bench/push/api-process.ts
 * '<options as JSON>'` (push-api.ts). Seeds the scratch database, answers its address and what it
 * seeded, then its memory after garbage collection whenever asked (run with --expose-gc); stops
 * on SIGTERM.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet } from 'jose';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { listen } from '@server/running-server';
import type { ApiOptions, Memory, Served } from './push-api';
import { seedPush } from './seed';

async function main({ customers, location, jwk }: ApiOptions): Promise<void> {
  const database = await openDatabase(location);
  const seeded = await seedPush(database.db, customers);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-bench-push-'));
  const config = { ...loadConfig(), logLevel: 'warn' as const, writeRateLimit: 1e9, dataDir };
  const tokenKeys = createLocalJWKSet({ keys: [jwk] });
  const app = await buildApp({ config, database, tokenKeys });
  const url = await listen(app, { port: 0, host: '127.0.0.1' });
  process.on('message', () => {
    for (let i = 0; i < 3; i++) global.gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    process.send!({ heapUsed, rss } satisfies Memory);
  });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  process.send!({ url, ...seeded } satisfies Served);
}

main(JSON.parse(process.argv[2]) as ApiOptions).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
