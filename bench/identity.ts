/**
 * `npm run bench:identity`: how long a refresh takes at the local identity provider once its
 * state holds many refresh tokens. Starts the provider as `npm start` does (its own process, a
 * scratch DATA_DIR), signs one user in, and refreshes one after another as the SPA does: every
 * refresh leaves the used token behind (kept until it expires, as in real use), so the store grows
 * by one refresh token a refresh. Once BENCH_STORED (3,000) tokens are stored, BENCH_MEASURED
 * (500) more refreshes are timed; prints p50/p99 and what the provider's state holds on disk.
 * BENCH_IDENTITY_PORT picks the port (5510).
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startIdentityProcess } from '../test/local/identity/identity-process';
import { exchangeCode, refresh, signIn } from '../test/local/identity/oidc-flow';
import { TestBrowser } from '../test/local/identity/test-browser';

const STORED = Number(process.env.BENCH_STORED ?? 3000);
const MEASURED = Number(process.env.BENCH_MEASURED ?? 500);
const PORT = Number(process.env.BENCH_IDENTITY_PORT ?? 5510);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Files and bytes under `dir`, all levels. */
async function diskUse(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await diskUse(full);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files += 1;
      bytes += (await stat(full)).size;
    }
  }
  return { files, bytes };
}

async function refreshTimed(issuer: string, token: string) {
  const started = performance.now();
  const { response, body } = await refresh(issuer, token);
  const took = performance.now() - started;
  if (response.status !== 200 || !body.refresh_token) {
    throw new Error(`refresh failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { took, token: body.refresh_token };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-bench-identity-'));
  const identity = await startIdentityProcess(dataDir, PORT);
  try {
    const browser = new TestBrowser();
    const { request, callback } = await signIn(
      browser,
      identity.issuer,
      'bench@example.com',
      'bench password',
    );
    let token = (await exchangeCode(identity.issuer, request, callback)).tokens.refresh_token;
    const filling = performance.now();
    for (let i = 1; i < STORED; i++) token = (await refreshTimed(identity.issuer, token)).token;
    const fillSeconds = (performance.now() - filling) / 1000;

    const times: number[] = [];
    for (let i = 0; i < MEASURED; i++) {
      const result = await refreshTimed(identity.issuer, token);
      times.push(result.took);
      token = result.token;
    }
    times.sort((a, b) => a - b);
    const disk = await diskUse(path.join(dataDir, 'identity', 'provider'));
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `refresh tokens stored before timing: ${STORED} (filled in ${fillSeconds.toFixed(1)} s)`,
    );
    console.log(`timed refreshes: ${MEASURED}, one after another`);
    console.log(`refresh p50: ${ms(percentile(times, 50))}`);
    console.log(`refresh p99: ${ms(percentile(times, 99))}`);
    console.log(`provider state on disk: ${disk.files} files, ${(disk.bytes / 1e6).toFixed(2)} MB`);
  } finally {
    await identity.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
