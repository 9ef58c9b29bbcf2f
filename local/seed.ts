import path from 'node:path';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { hasDemoData, seedDemoData } from './demo/seed-demo-data';
import { localSeedDependencies } from './demo-seeding';

/**
 * `npm run seed`: loads the demo catalogue into the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR while `npm start` is not running), unless it is already there.
 * Images and sign-in accounts go under DATA_DIR, where `npm start` looks for them.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  try {
    if (await hasDemoData(database.db)) {
      console.log('The demo data is already there; nothing to do.');
      return;
    }
    const summary = await seedDemoData(localSeedDependencies(config, database));
    console.log(
      `Loaded ${summary.restaurants} restaurants, ${summary.menuItems} menu items and ` +
        `${summary.accounts} accounts in ${(summary.milliseconds / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
