import path from 'node:path';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { createSerialQueue, readJsonFile, writeJsonFileAtomic } from './json-file';

interface StoredEntry {
  payload: AdapterPayload;
  /** Epoch milliseconds; null for entries the provider keeps without expiry. */
  expiresAt: number | null;
}

type Entries = Map<string, StoredEntry>;

function isLive(entry: StoredEntry, now: number): boolean {
  return entry.expiresAt === null || entry.expiresAt > now;
}

/**
 * One model's entries (sessions, grants, refresh tokens…), held in memory and written whole to
 * `<Model>.json` after every change. Only the identity process touches these files, so the memory
 * copy is authoritative once loaded.
 */
class ModelFile {
  private loaded: Promise<Entries> | undefined;
  private readonly enqueue = createSerialQueue();

  constructor(private readonly file: string) {}

  entries(): Promise<Entries> {
    this.loaded ??= readJsonFile(this.file).then((raw) => {
      const stored = (raw ?? {}) as Record<string, StoredEntry>;
      return new Map(Object.entries(stored));
    });
    return this.loaded;
  }

  async live(): Promise<Array<[string, StoredEntry]>> {
    const now = Date.now();
    return [...(await this.entries())].filter(([, entry]) => isLive(entry, now));
  }

  async change(mutate: (entries: Entries) => boolean): Promise<void> {
    const entries = await this.entries();
    if (!mutate(entries)) return;
    const now = Date.now();
    const snapshot = Object.fromEntries([...entries].filter(([, entry]) => isLive(entry, now)));
    await this.enqueue(() => writeJsonFileAtomic(this.file, snapshot));
  }
}

class FileAdapter implements Adapter {
  constructor(private readonly store: ModelFile) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null;
    await this.store.change((entries) => {
      entries.set(id, { payload: structuredClone(payload), expiresAt });
      return true;
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(([key]) => key === id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(([, entry]) => entry.payload.uid === uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(([, entry]) => entry.payload.userCode === userCode);
  }

  async consume(id: string): Promise<void> {
    await this.store.change((entries) => {
      const entry = entries.get(id);
      if (!entry) return false;
      entry.payload.consumed = Math.floor(Date.now() / 1000);
      return true;
    });
  }

  async destroy(id: string): Promise<void> {
    await this.store.change((entries) => entries.delete(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.store.change((entries) => {
      const ids = [...entries].filter(([, entry]) => entry.payload.grantId === grantId);
      ids.forEach(([id]) => entries.delete(id));
      return ids.length > 0;
    });
  }

  private async findWhere(
    match: (item: [string, StoredEntry]) => boolean,
  ): Promise<AdapterPayload | undefined> {
    const found = (await this.store.live()).find(match);
    return found ? structuredClone(found[1].payload) : undefined;
  }
}

/** oidc-provider adapter keeping each model's state in `<dir>/<Model>.json`. */
export function createFileAdapterFactory(dir: string): AdapterFactory {
  const files = new Map<string, ModelFile>();
  return (model: string) => {
    let file = files.get(model);
    if (!file) {
      file = new ModelFile(path.join(dir, `${model}.json`));
      files.set(model, file);
    }
    return new FileAdapter(file);
  };
}
