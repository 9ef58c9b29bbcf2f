import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import type { LoadResult } from './driver-load';

/**
 * Runs the API in a child process (api-process.ts), so that the load generator does not share
 * its event loop; the child prints its address.
 */
export async function startApiChild(location: {
  url?: string;
  dataDir?: string;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const script = path.join(__dirname, 'api-process.ts');
  const args = [...process.execArgv, script, JSON.stringify(location)];
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * autocannon against the API over the mix's addresses, cycled by every connection; `failed`
 * counts errors and timeouts and answers other than 2xx.
 */
export async function apiLoad(
  url: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  // Counted rather than thrown: a mix the database cannot keep up with still gets its figures.
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
  };
}
