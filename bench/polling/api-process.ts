/**
 * `npm run bench:polling:api -- <options.json>`: the API `bench:polling` measures, over its
 * scratch database seeded for the options file's pages, trusting tokens signed with its key.
 * Answers its address and what it seeded, then the CPU time it has used whenever asked (a
 * message from `bench:polling`); stops on SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet } from 'jose';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { listen } from '@server/running-server';
import { answer, fail, readOptions, type ApiOptions } from './programs';
import { seedPolling } from './seed';

async function main(): Promise<void> {
  const { pages, location, jwk } = await readOptions<ApiOptions>();
  const database = await openDatabase(location);
  const seeded = await seedPolling(database.db, pages);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-bench-polling-'));
  const config = { ...loadConfig(), logLevel: 'warn' as const, writeRateLimit: 1e9, dataDir };
  const app = await buildApp({ config, database, tokenKeys: createLocalJWKSet({ keys: [jwk] }) });
  const url = await listen(app, { port: 0, host: '127.0.0.1' });
  process.on('message', () => process.send!(process.cpuUsage()));
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
  answer({ url, ...seeded });
}

main().catch(fail);
