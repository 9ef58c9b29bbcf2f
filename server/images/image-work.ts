import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/** More uploads are waiting for image work than the server queues. */
export class ImageBusyError extends Error {
  constructor() {
    super('Too many images waiting to be processed');
    this.name = 'ImageBusyError';
  }
}

export interface ImageWorkQueue {
  /**
   * Runs `job` once fewer than the queue's jobs are running. With `maxWaiting`, throws
   * ImageBusyError at once instead of queueing behind that many others.
   */
  run<T>(job: () => Promise<T>, options?: { maxWaiting?: number }): Promise<T>;
}

/** A queue that runs at most `concurrency` jobs at once, the rest in order of arrival. */
export function createImageWorkQueue(concurrency: number): ImageWorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(job, { maxWaiting = Infinity } = {}) {
      if (running < concurrency) running += 1;
      else if (waiting.length >= maxWaiting) throw new ImageBusyError();
      // The finishing job hands its place over, so `running` stays as it was.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}

/**
 * Image jobs the process runs at once: half its cores, at least one. libvips works in libuv's
 * thread pool (4 threads), which compression and file reads share, and an AVIF encode keeps a
 * core busy; with one job per two cores and one libvips thread per job, the other requests keep
 * a core and three pool threads (npm run bench:images, docs/performance.md).
 */
export const IMAGE_JOBS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

// sharp picks 1 on glibc without jemalloc and more elsewhere; the bound above assumes 1.
sharp.concurrency(1);

/** The process's one queue for decoding and encoding images: uploads, demo seeds, renditions. */
export const imageWork = createImageWorkQueue(IMAGE_JOBS_AT_ONCE);

/**
 * Uploads that may wait for their turn; one more is refused at once (a 503 'Too many images are
 * being processed') rather than held for longer than a person waits for a save.
 */
export const MAX_UPLOADS_WAITING = 4;
