import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  createSerialQueue,
  readJsonFile,
  removeLeftoverTempFiles,
  writeJsonFileAtomic,
} from '../shared/json-file';
import type { StoredSession } from './checkout-session';

export interface SessionStore {
  /** Reads the sessions kept on disk by an earlier run, removing writes a crash left half done. */
  load(): Promise<void>;
  get(id: string): StoredSession | undefined;
  /** Keeps the session in memory at once and on disk when the promise resolves. */
  save(session: StoredSession): Promise<void>;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredSession>;
  return typeof candidate.id === 'string' && Array.isArray(candidate.lines);
}

/** Sessions in memory, each also in `${dir}/{id}.json` so a restart keeps them. */
export function createSessionStore(dir: string, log: FastifyBaseLogger): SessionStore {
  const sessions = new Map<string, StoredSession>();
  const serial = createSerialQueue();
  const fileOf = (id: string) => path.join(dir, `${id}.json`);

  return {
    async load() {
      await removeLeftoverTempFiles(dir);
      const names = await readdir(dir).catch(() => []);
      for (const name of names.filter((file) => /^cs_[A-Za-z0-9_]+\.json$/.test(file))) {
        const value = await readJsonFile(path.join(dir, name)).catch(() => undefined);
        if (isStoredSession(value)) sessions.set(value.id, value);
        else log.warn({ file: name }, 'ignoring an unreadable checkout session');
      }
    },
    get: (id) => sessions.get(id),
    save(session) {
      sessions.set(session.id, session);
      // One write at a time: a later state must never be overwritten by an earlier one.
      return serial(() => writeJsonFileAtomic(fileOf(session.id), session));
    },
  };
}
