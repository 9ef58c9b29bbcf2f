import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { EntryDirectory, type StoredEntry } from './entry-directory';
import { removeLeftoverTempFiles } from '../shared/json-file';

const HOUR = 60 * 60 * 1000;
const MODEL_NAME = /^[A-Z][A-Za-z]+$/;

export interface ProviderStore {
  adapter: AdapterFactory;
  /**
   * Marks an entry consumed unless it already is, in one step: of two callers racing on one
   * id, exactly one is told true. False also when the entry is gone or expired.
   */
  consumeOnce(model: string, id: string): Promise<boolean>;
  /** Removes the expired entries of every model; answers how many. */
  sweep(): Promise<number>;
  /** Stops the hourly sweep. */
  close(): void;
}

export interface ProviderStoreOptions {
  /** How often expired entries are removed besides at the start; an hour by default. */
  sweepEvery?: number;
}

/** The entry marked consumed now; undefined when it is gone or consumed already. */
function consumed(entry: StoredEntry | undefined): StoredEntry | undefined {
  if (!entry || entry.payload.consumed) return undefined;
  return { ...entry, payload: { ...entry.payload, consumed: Math.floor(Date.now() / 1000) } };
}

class FileAdapter implements Adapter {
  constructor(private readonly directory: Promise<EntryDirectory>) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null;
    await (await this.directory).put(id, { payload, expiresAt });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return (await (await this.directory).get(id))?.payload;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findFirst('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findFirst('userCode', userCode);
  }

  async consume(id: string): Promise<void> {
    // An entry consumed already (by consumeOnce) keeps its first time and costs no write.
    const directory = await this.directory;
    await directory.update(id, (entry) => ({ entry: consumed(entry), result: undefined }));
  }

  async destroy(id: string): Promise<void> {
    await (await this.directory).remove(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const directory = await this.directory;
    await Promise.all(directory.idsWhere('grantId', grantId).map((id) => directory.remove(id)));
  }

  private async findFirst(field: 'uid' | 'userCode', value: string) {
    const directory = await this.directory;
    for (const id of directory.idsWhere(field, value)) {
      const entry = await directory.get(id);
      if (entry?.payload[field] === value) return entry.payload;
    }
    return undefined;
  }
}

async function modelsOnDisk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.map((entry) =>
    entry.isDirectory() ? entry.name : entry.name.replace(/\.json$/, ''),
  );
  return [...new Set(names.filter((name) => MODEL_NAME.test(name)))];
}

/**
 * The identity provider's state under `dir`: one folder per model, one file per entry. Opening
 * removes leftovers of interrupted writes and expired entries, and moves the former
 * `<Model>.json` files into the new layout.
 */
export async function openProviderStore(
  dir: string,
  { sweepEvery = HOUR }: ProviderStoreOptions = {},
): Promise<ProviderStore> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removeLeftoverTempFiles(dir);
  const directories = new Map<string, Promise<EntryDirectory>>();
  const directoryOf = (model: string) => {
    if (!MODEL_NAME.test(model)) throw new Error(`Unexpected model name ${model}`);
    let directory = directories.get(model);
    if (!directory) {
      directory = EntryDirectory.open(path.join(dir, model), path.join(dir, `${model}.json`));
      directories.set(model, directory);
    }
    return directory;
  };
  await Promise.all((await modelsOnDisk(dir)).map(directoryOf));

  const sweep = async () => {
    const counts = await Promise.all([...directories.values()].map(async (d) => (await d).sweep()));
    return counts.reduce((sum, count) => sum + count, 0);
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => console.error('identity provider: sweep failed', error));
  }, sweepEvery);
  timer.unref();

  return {
    adapter: (model) => new FileAdapter(directoryOf(model)),
    async consumeOnce(model, id) {
      return (await directoryOf(model)).update(id, (entry) => {
        const next = consumed(entry);
        return { entry: next, result: next !== undefined };
      });
    },
    sweep,
    close: () => clearInterval(timer),
  };
}
