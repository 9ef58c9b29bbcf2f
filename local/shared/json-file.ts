import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isProcessRunning } from './process-running';

function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

const TEMP_SUFFIX = '.tmp';
// `<file>.<pid of the writer>.<random>.tmp`, as writeJsonFileAtomic names its temporary files.
const TEMP_NAME = /\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/** Reads a JSON file; a file that does not exist yet reads as `undefined`. */
export async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
}

/**
 * Writes a temporary file, flushes it and renames it over the target, so a crash or a concurrent
 * reader never sees half a file. The files hold keys and password hashes: owner-only access.
 */
export async function writeJsonFileAtomic(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(JSON.stringify(value));
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Runs tasks one after another; a failed task does not block the ones queued behind it. */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * Removes the temporary files that writes interrupted by a crash left in `dir`. A file whose
 * writer is still running (another process sharing the folder, or this one) is left alone.
 * Answers how many were removed.
 */
export async function removeLeftoverTempFiles(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissingFile(error)) return 0;
    throw error;
  }
  const leftovers = names.filter((name) => {
    const writer = TEMP_NAME.exec(name)?.[1];
    return writer !== undefined && !isProcessRunning(Number(writer));
  });
  await Promise.all(leftovers.map((name) => rm(path.join(dir, name), { force: true })));
  return leftovers.length;
}
