import path from 'node:path';
import type { Config } from '@server/config';
import { createAccountStore } from '@server/identity/accounts';
import { createDatabaseImageStore } from '@server/images/database-image-store';
import type { DatabaseHandle } from '../database';
import {
  hasAnyRestaurant,
  isDemoSeedingEnabled,
  seedDemoData,
  type SeedDependencies,
  type SeedSummary,
} from './seed-demo-data';

/**
 * The stores of the local system: images in the database (written in the seed's transaction),
 * identity accounts under DATA_DIR.
 */
export function localSeedDependencies(
  config: Pick<Config, 'dataDir'>,
  database: DatabaseHandle,
): SeedDependencies {
  return {
    db: database.db,
    imageStore: createDatabaseImageStore,
    accounts: createAccountStore(path.join(config.dataDir, 'identity')),
  };
}

/**
 * Demo data on the first start of the embedded database: only when it holds no restaurant yet
 * and SEED_DEMO is not 'false'. A PostgreSQL server is seeded on request (`npm run seed`).
 */
export async function seedOnFirstStart(
  dependencies: SeedDependencies,
  options: { kind: DatabaseHandle['kind']; env?: Record<string, string | undefined> },
): Promise<SeedSummary | undefined> {
  if (options.kind !== 'pglite' || !isDemoSeedingEnabled(options.env)) return undefined;
  if (await hasAnyRestaurant(dependencies.db)) return undefined;
  return seedDemoData(dependencies);
}
