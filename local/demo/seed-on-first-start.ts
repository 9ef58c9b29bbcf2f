import type { DatabaseHandle } from '@server/db/database';
import {
  hasAnyRestaurant,
  isDemoSeedingEnabled,
  seedDemoData,
  type SeedDependencies,
  type SeedSummary,
} from './seed-demo-data';

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
