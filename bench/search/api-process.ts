/**
 * The API `bench:search` loads, in a process of its own: `tsx bench/search/api-process.ts
 * '{"url":…}' | '{"dataDir":…}'` serves the scratch database on a free port, prints
 * `listening <address>` and stops on SIGTERM.
 */
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { listen } from '@server/running-server';

async function main(location: { url?: string; dataDir?: string }): Promise<void> {
  const database = await openDatabase(location);
  const config = { ...loadConfig({}), logLevel: 'silent' as const };
  const app = await buildApp({ config, database });
  const url = await listen(app, { port: 0, host: '127.0.0.1' });
  console.log(`listening ${url.replace('localhost', '127.0.0.1')}`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

main(JSON.parse(process.argv[2]) as { url?: string; dataDir?: string }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
