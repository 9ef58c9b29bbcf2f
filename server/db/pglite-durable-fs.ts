import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresMod = Parameters<NodeFS['init']>[1];

/** What a stream of Emscripten's Node filesystem holds: the real file descriptor. */
interface NodeStream {
  nfd?: number;
}

/**
 * PGlite's Node filesystem with a working fsync. PGlite runs PostgreSQL with `-F` (fsync off),
 * and even without it, an fsync inside its WebAssembly reaches Emscripten's Node filesystem, which
 * has none: every write stops in the operating system's cache, safe from a killed process but not
 * from a power cut (docs/decisions.md, "No debris after a crash; power loss and the embedded
 * database"). This gives that filesystem the fsync it lacks, so PostgreSQL's flush of the WAL at
 * each commit reaches the disk.
 */
export class SyncingNodeFS extends NodeFS {
  /** How many fsyncs reached the disk: a test holds PGlite to it across upgrades. */
  syncs = 0;

  async init(pg: PGlite, options: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, options);
    const withFsync = (mod: PostgresMod) => {
      const streamOps = (mod.NODEFS as unknown as { stream_ops: Record<string, unknown> })
        .stream_ops;
      streamOps.fsync = (stream: NodeStream) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd);
        this.syncs++;
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), withFsync] },
    };
  }
}

/**
 * PGlite's own start parameters with fsync on; the WAL is flushed with fsync(), the call the
 * filesystem above implements (Emscripten answers fdatasync() without doing anything).
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** The options that make PGlite over `dataDir` keep every acknowledged commit on disk. */
export function durablePgliteOptions(dataDir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new SyncingNodeFS(dataDir), startParams: DURABLE_START_PARAMS };
}
