import { createImageWorkQueue, ImageBusyError } from '@server/images/image-work';

/** A job that runs until `finish` is called, and records that it started. */
function heldJob(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return { job: () => (started.push(name), done), finish: () => finish() };
}

describe('createImageWorkQueue', () => {
  it('runs at most its concurrency at once, the rest in order of arrival', async () => {
    const queue = createImageWorkQueue(2);
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(started, name));
    const results = jobs.map(({ job }) => queue.run(job));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    jobs[1].finish();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
    jobs[0].finish();
    jobs[2].finish();
    jobs[3].finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a job at once when maxWaiting jobs already wait', async () => {
    const queue = createImageWorkQueue(1);
    const started: string[] = [];
    const running = heldJob(started, 'running');
    const waiting = heldJob(started, 'waiting');
    const results = [queue.run(running.job), queue.run(waiting.job, { maxWaiting: 1 })];
    await expect(queue.run(async () => 'late', { maxWaiting: 1 })).rejects.toBeInstanceOf(
      ImageBusyError,
    );
    running.finish();
    waiting.finish();
    await Promise.all(results);
    await expect(queue.run(async () => 'now', { maxWaiting: 0 })).resolves.toBe('now');
  });

  it('frees the place of a job that fails', async () => {
    const queue = createImageWorkQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(async () => 'next', { maxWaiting: 0 })).resolves.toBe('next');
  });
});
