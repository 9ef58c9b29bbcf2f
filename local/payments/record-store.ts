import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  createSerialQueue,
  readJsonFile,
  removeLeftoverTempFiles,
  writeJsonFileAtomic,
} from '../shared/json-file';

export interface RecordStore<T extends { id: string }> {
  /** Reads the records kept on disk by an earlier run, removing writes a crash left half done. */
  load(): Promise<void>;
  get(id: string): T | undefined;
  values(): IterableIterator<T>;
  /** Keeps the record in memory at once and on disk when the promise resolves. */
  save(record: T): Promise<void>;
}

export interface RecordKind<T> {
  /** What the log calls a record, e.g. 'checkout session'. */
  name: string;
  /** The id's prefix, e.g. `cs_`: other files in the folder are not records. */
  idPrefix: string;
  isRecord(value: unknown): value is T;
}

/** Records in memory, each also in `${dir}/{id}.json` so a restart keeps them. */
export function createRecordStore<T extends { id: string }>(
  dir: string,
  kind: RecordKind<T>,
  log: FastifyBaseLogger,
): RecordStore<T> {
  const records = new Map<string, T>();
  const serial = createSerialQueue();
  const fileOf = (id: string) => path.join(dir, `${id}.json`);
  const fileName = new RegExp(`^${kind.idPrefix}[A-Za-z0-9_]+\\.json$`);

  return {
    async load() {
      await removeLeftoverTempFiles(dir);
      const names = await readdir(dir).catch(() => []);
      for (const name of names.filter((file) => fileName.test(file))) {
        const value = await readJsonFile(path.join(dir, name)).catch(() => undefined);
        if (kind.isRecord(value)) records.set(value.id, value);
        else log.warn({ file: name }, `ignoring an unreadable ${kind.name}`);
      }
    },
    get: (id) => records.get(id),
    values: () => records.values(),
    save(record) {
      records.set(record.id, record);
      // One write at a time: a later state must never be overwritten by an earlier one.
      return serial(() => writeJsonFileAtomic(fileOf(record.id), record));
    },
  };
}
