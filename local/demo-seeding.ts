import path from 'node:path';
import type { Config } from '@server/config';
import type { DatabaseHandle } from '@server/db/database';
import { createDatabaseImageStore } from '@server/images/database-image-store';
import type { AfterListening, BeforeListening, StartApiOptions } from '@server/api-server';
import { defaultImageStore } from '@server/app';
import type { ImageStore } from '@server/images/image-store';
import {
  createDemoImageDrawer,
  drawMissingInBackground,
  type DemoImageDrawer,
} from './demo/demo-image-drawer';
import { createAccountStore } from './identity/accounts';
import type { SeedDependencies } from './demo/seed-demo-data';
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
 * demo catalogue: load it on the first start of the embedded database.
 */
export function seedDemoOnFirstStart(config: Pick<Config, 'dataDir'>): BeforeListening {
  return async (database, logger) => {
    const dependencies = localSeedDependencies(config, database);
    try {
      const log = (message: string) => logger.info(message);
      await seedOnFirstStart(
        { ...dependencies, log, drawImagesLater: true },
        { kind: database.kind },
      );
    } catch (error) {
      // Nothing was committed, so the next start tries again; the API itself still works.
      logger.error({ err: error }, 'demo data could not be loaded');
    }
  };
}

/**
 * The API's image store and background pass for demo pictures (demo-image-drawer.ts): a picture
 * the first start did not draw is drawn when asked for, and the rest one after another once the
 * API listens. Without demo pictures to draw, the pass ends at once.
 */
export function demoPictures(
  config: Pick<Config, 'dataDir'>,
): Required<Pick<StartApiOptions, 'imageStore' | 'afterListening'>> {
  let drawer: DemoImageDrawer | undefined;
  const imageStore = (database: DatabaseHandle): ImageStore => {
    drawer = createDemoImageDrawer(defaultImageStore(config, database), database.db);
    return drawer.store;
  };
  const afterListening: AfterListening = (_database, logger) => {
    if (!drawer) return { stop: async () => undefined };
    return drawMissingInBackground(drawer, {
      info: (message) => logger.info(message),
      warn: (fields, message) => logger.warn(fields, message),
    });
  };
  return { imageStore, afterListening };
}
