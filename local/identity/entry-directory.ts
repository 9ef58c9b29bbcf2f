import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AdapterPayload } from 'oidc-provider';
import { readJsonFile, removeLeftoverTempFiles, writeJsonFileAtomic } from '../shared/json-file';

export interface StoredEntry {
  payload: AdapterPayload;
  /** Epoch milliseconds; null for entries the provider keeps without expiry. */
  expiresAt: number | null;
}

interface EntryFile extends StoredEntry {
  id: string;
}

/** What lookups need of an entry without reading its file. */
interface Indexed {
  expiresAt: number | null;
  uid?: string;
  userCode?: string;
  grantId?: string;
}

const ENTRY_FILE = /^[0-9a-f]{64}\.json$/;
/** Entry files read at once when a directory is opened. */
const LOAD_BATCH = 64;

export function isLive(entry: { expiresAt: number | null }, now = Date.now()): boolean {
  return entry.expiresAt === null || entry.expiresAt > now;
}

function isEntryFile(value: unknown): value is EntryFile {
  if (typeof value !== 'object' || value === null) return false;
  const { id, payload, expiresAt } = value as Partial<EntryFile>;
  return (
    typeof id === 'string' &&
    typeof payload === 'object' &&
    payload !== null &&
    (expiresAt === null || typeof expiresAt === 'number')
  );
}

function indexed({ payload, expiresAt }: StoredEntry): Indexed {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    expiresAt,
    uid: text(payload.uid),
    userCode: text(payload.userCode),
    grantId: text(payload.grantId),
  };
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key) ?? new Set<V>();
  set.add(value);
  map.set(key, set);
}

function deleteFrom<K, V>(map: Map<K, Set<V>>, key: K | undefined, value: V): void {
  const set = key === undefined ? undefined : map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key as K);
}

/**
 * One model's entries (sessions, grants, refresh tokens…), each in its own file
 * `<dir>/<sha256 of the id>.json`, so a change rewrites one small file. Only the identity process
 * writes here: the index of ids, expiries, uids, user codes and grants it keeps in memory is
 * built from the files when the directory is opened. Changes to one id run one after another.
 */
export class EntryDirectory {
  private readonly index = new Map<string, Indexed>();
  private readonly byUid = new Map<string, Set<string>>();
  private readonly byUserCode = new Map<string, Set<string>>();
  private readonly byGrant = new Map<string, Set<string>>();
  private readonly pending = new Map<string, Promise<unknown>>();

  private constructor(private readonly dir: string) {}

  /**
   * Opens the directory: removes what crashed writes left, drops expired entries and moves the
   * entries of `legacyFile` (the former one-file-per-model layout) into it.
   */
  static async open(dir: string, legacyFile?: string): Promise<EntryDirectory> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await removeLeftoverTempFiles(dir);
    const directory = new EntryDirectory(dir);
    await directory.load();
    if (legacyFile) await directory.migrate(legacyFile);
    await directory.sweep();
    return directory;
  }

  get size(): number {
    return this.index.size;
  }

  /** The live entry; an expired one is removed on the way. */
  async get(id: string): Promise<StoredEntry | undefined> {
    const known = this.index.get(id);
    if (known && !isLive(known)) await this.remove(id);
    return this.read(id);
  }

  /** The live ids whose entry has this uid, user code or grant. */
  idsWhere(field: 'uid' | 'userCode' | 'grantId', value: string): string[] {
    const map = { uid: this.byUid, userCode: this.byUserCode, grantId: this.byGrant }[field];
    return [...(map.get(value) ?? [])].filter((id) => isLive(this.index.get(id)!));
  }

  put(id: string, entry: StoredEntry): Promise<void> {
    return this.exclusive(id, () => this.write(id, entry));
  }

  /**
   * Changes an entry in one step no other change to the same id can interleave with. `change`
   * answers the new entry, or undefined to leave it as it is. Answers what `change` decided.
   */
  update<T>(
    id: string,
    change: (entry: StoredEntry | undefined) => { entry?: StoredEntry; result: T },
  ): Promise<T> {
    return this.exclusive(id, async () => {
      const { entry, result } = change(await this.read(id));
      if (entry) await this.write(id, entry);
      return result;
    });
  }

  remove(id: string): Promise<void> {
    return this.exclusive(id, async () => {
      this.unindex(id);
      await rm(this.fileOf(id), { force: true });
    });
  }

  /** Removes every expired entry; answers how many. */
  async sweep(now = Date.now()): Promise<number> {
    const expired = [...this.index].filter(([, entry]) => !isLive(entry, now)).map(([id]) => id);
    await Promise.all(expired.map((id) => this.remove(id)));
    return expired.length;
  }

  private async read(id: string): Promise<StoredEntry | undefined> {
    const known = this.index.get(id);
    if (!known || !isLive(known)) return undefined;
    const stored = await readJsonFile(this.fileOf(id));
    return isEntryFile(stored) && stored.id === id ? stored : undefined;
  }

  private fileOf(id: string): string {
    return path.join(this.dir, `${createHash('sha256').update(id).digest('hex')}.json`);
  }

  private async write(id: string, entry: StoredEntry): Promise<void> {
    const file: EntryFile = { id, payload: entry.payload, expiresAt: entry.expiresAt };
    await writeJsonFileAtomic(this.fileOf(id), file);
    this.unindex(id);
    this.addToIndex(id, entry);
  }

  private addToIndex(id: string, entry: StoredEntry): void {
    const known = indexed(entry);
    this.index.set(id, known);
    if (known.uid) addTo(this.byUid, known.uid, id);
    if (known.userCode) addTo(this.byUserCode, known.userCode, id);
    if (known.grantId) addTo(this.byGrant, known.grantId, id);
  }

  private unindex(id: string): void {
    const known = this.index.get(id);
    if (!known) return;
    this.index.delete(id);
    deleteFrom(this.byUid, known.uid, id);
    deleteFrom(this.byUserCode, known.userCode, id);
    deleteFrom(this.byGrant, known.grantId, id);
  }

  private exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    const before = this.pending.get(id) ?? Promise.resolve();
    const result = before.then(task);
    const settled = result.catch(() => undefined);
    this.pending.set(id, settled);
    void settled.then(() => {
      if (this.pending.get(id) === settled) this.pending.delete(id);
    });
    return result;
  }

  private async load(): Promise<void> {
    const names = (await readdir(this.dir)).filter((name) => ENTRY_FILE.test(name));
    for (let start = 0; start < names.length; start += LOAD_BATCH) {
      const batch = names.slice(start, start + LOAD_BATCH);
      await Promise.all(batch.map((name) => this.loadFile(path.join(this.dir, name))));
    }
  }

  private async loadFile(file: string): Promise<void> {
    const stored = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => undefined,
    );
    // Writes are atomic, so an unreadable file was damaged outside this process: it can only be
    // dropped (its user signs in again).
    if (!isEntryFile(stored) || this.fileOf(stored.id) !== file) {
      console.warn(`identity provider: removing unreadable entry ${file}`);
      await rm(file, { force: true });
      return;
    }
    this.addToIndex(stored.id, stored);
  }

  /** Every live entry of the old file gets its own file; the old file goes once all are written. */
  private async migrate(legacyFile: string): Promise<void> {
    const legacy = (await readJsonFile(legacyFile)) as Record<string, StoredEntry> | undefined;
    if (legacy === undefined) return;
    const now = Date.now();
    for (const [id, entry] of Object.entries(legacy)) {
      if (isLive(entry, now)) await this.put(id, entry);
    }
    await rm(legacyFile, { force: true });
  }
}
