import path from 'node:path';
import type { Config } from '@server/config';
import type { DatabaseHandle } from '@server/db/database';
import { createDatabaseImageStore } from '@server/images/database-image-store';
import type { BeforeListening } from '@server/api-server';
import { createAccountStore } from './identity/accounts';
import type { SeedDependencies } from './demo/seed-demo-data';
import { createDemoPictures } from './demo/demo-pictures';
import { seedOnFirstStart } from './demo/seed-on-first-start';

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
 * What `npm start` has the API do before it listens, so that the first answers already see the
 * demo catalogue: load it on the first start of the embedded database, its pictures drawn when
 * first asked for or in the background once the whole system serves, on this start or, if it is
 * cut short, on the next.
 */
export function seedDemoOnFirstStart(config: Pick<Config, 'dataDir'>): BeforeListening {
  return async (database, logger, imageStore) => {
    if (database.kind !== 'pglite') return {};
    const dependencies = localSeedDependencies(config, database);
    const log = (message: string) => logger.info(message);
    try {
      await seedOnFirstStart({ ...dependencies, log, pictures: 'later' }, { kind: database.kind });
    } catch (error) {
      // Nothing was committed, so the next start tries again; the API itself still works.
      logger.error({ err: error }, 'demo data could not be loaded');
    }
    const pictures = createDemoPictures({ db: database.db, store: imageStore, log });
    await pictures.findUndrawn();
    return {
      imageStore: pictures.store,
      inBackground() {
        void pictures.drawAll();
        return { stop: () => pictures.stop() };
      },
    };
  };
}
