import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JWK } from 'jose';
import type { ListRun } from './order-pages';
import type { Seeded } from './seed';

/** What `bench:polling:api` is started with: the pages to seed, the database, the token key. */
export interface ApiOptions {
  pages: number;
  location: { url?: string; dataDir?: string };
  /** The public key the bench signs its access tokens with. */
  jwk: JWK;
}

/** What it answers once listening: its address and what it seeded. */
export type Served = Seeded & { url: string };

/** What `bench:polling:poll` is started with: one list's pages, their tokens and ETags. */
export interface PollOptions {
  url: string;
  list: ListRun['list'];
  tokens: string[];
  etags: string[];
  seconds: number;
  connections: number;
}

/** The programs `bench:polling` starts, each in a process of its own. */
export const PROGRAMS = {
  api: path.join(__dirname, 'api-process.ts'),
  poll: path.join(__dirname, 'poll-process.ts'),
};

/**
 * Starts a program with its options in a file (tokens for thousands of pages are too long for a
 * command line) and resolves with its first answer; `what` names it when it exits instead.
 */
export async function startProgram<T>(
  program: string,
  options: ApiOptions | PollOptions,
  what: string,
): Promise<{ child: ChildProcess; answer: T }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'forkful-bench-polling-'));
  const file = path.join(folder, 'options.json');
  await writeFile(file, JSON.stringify(options));
  try {
    const child = fork(program, [file]);
    const [answer] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`${what} exited with ${String(code)}`);
      }),
    ])) as [T];
    return { child, answer };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The options file a program was started with, its first argument. */
export async function readOptions<T extends ApiOptions | PollOptions>(): Promise<T> {
  const file = process.argv[2];
  if (!file) throw new Error('Give the options file (JSON) as the first argument');
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** Answers `bench:polling`, or prints the answer as JSON when the program runs alone. */
export function answer(value: Served | ListRun): void {
  if (process.send) process.send(value);
  else console.log(JSON.stringify(value));
}

/** A program's end: the error on stderr and exit code 1. */
export function fail(error: unknown): never {
  console.error(error);
  process.exit(1);
}
