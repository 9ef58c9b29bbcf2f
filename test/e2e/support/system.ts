import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Relative: Jest's global setup, which loads this file, does not apply the path aliases.
import { LOCAL_ADDRESSES } from '../../../contract/local-addresses';

/** The addresses the browser tests visit: the defaults `npm start` listens on. */
export const SYSTEM = LOCAL_ADDRESSES;

const READY_TIMEOUT_MS = 180_000;

/** Starts `npm start`'s processes on a fresh, throwaway data folder and waits until they answer. */
export async function startSystem(): Promise<{ process: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkful-e2e-'));
  const child = spawn('npx', ['tsx', 'server/start.ts'], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitUntilReady(child);
  return { process: child, dataDir };
}

export async function stopSystem(system: { process: ChildProcess; dataDir: string }) {
  const exited = new Promise((resolve) => system.process.once('exit', resolve));
  if (system.process.exitCode === null && system.process.pid) {
    process.kill(-system.process.pid, 'SIGINT');
    await exited;
  }
  rmSync(system.dataDir, { recursive: true, force: true });
}

async function waitUntilReady(child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const probes = [`${SYSTEM.api}/api/health`, `${SYSTEM.web}/`];
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const answers = await Promise.all(
      probes.map((url) =>
        fetch(url).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    if (answers.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The system did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}
