/**
 * `npm run test:crash`: kill -9 under a write load, and nothing acknowledged lost, nothing left
 * behind. Starts `npm start` (its supervisor and the API, identity provider and local checkout
 * processes; the embedded database) on a scratch DATA_DIR and kills its whole process group with
 * SIGKILL: once while the demo data is first loaded, then CRASH_ROUNDS (4) times at a random moment
 * of a mixed write load through the real API with real tokens (restaurant saves with an image and
 * a changed menu, profile saves, checkouts and card payments, order status changes, and once a
 * round a 20000 × 1 image the API must refuse with 400 while it keeps serving). After each restart
 * every acknowledged write must be there with its last acknowledged value, every save whole, every
 * acknowledged payment applied to its order, and no debris in DATA_DIR; after the last round the
 * stopped database must hold no image without a restaurant, no order without a payment session
 * and the demo catalogue exactly once. CRASH_BASE_PORT (5400) is the first of four ports; CRASH_SEED picks the
 * random moments. Exits 1 when anything was lost or left behind.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRandom } from '../../local/demo/prng';
import { runLoad } from './crash-load';
import { emptyStats, type LoadStats } from './crash-round';
import { debrisFiles, inspectDatabase } from './crash-debris';
import { unservedPictures } from './crash-pictures';
import { CrashSystem, sleep } from './crash-system';
import { verifyAcknowledged } from './crash-verify';
import { prepareWorld } from './crash-world';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 4);
const BASE_PORT = Number(process.env.CRASH_BASE_PORT ?? 5400);
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

const random = createRandom(SEED);
const between = (low: number, high: number) => low + random.next() * (high - low);
const failures: string[] = [];
const log = (line: string) => console.log(line);

async function restart(system: CrashSystem, dataDir: string, label: string) {
  const started = Date.now();
  system.start();
  await system.ready();
  const debris = await debrisFiles(dataDir);
  debris.forEach((file) => failures.push(`${label}: debris after the restart: ${file}`));
  return Date.now() - started;
}

/** Kills the first start at a random moment while the demo catalogue loads. */
async function crashTheDemoLoad(system: CrashSystem) {
  system.start();
  const killAt = between(1500, 8000);
  const readyFirst = await Promise.race([
    system.ready().then(() => true),
    sleep(killAt).then(() => false),
  ]);
  await system.kill();
  log(
    readyFirst
      ? `demo load: done before ${Math.round(killAt)} ms; killed the idle system`
      : `demo load: killed after ${Math.round(killAt)} ms, while loading`,
  );
}

async function main() {
  const began = Date.now();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-crash-'));
  const system = new CrashSystem({ basePort: BASE_PORT, dataDir, seedDemo: true });
  log(`test:crash on ${dataDir} (ports ${BASE_PORT}-${BASE_PORT + 3}, CRASH_SEED=${SEED})`);
  let passed = false;
  try {
    await crashTheDemoLoad(system);
    const first = await restart(system, dataDir, 'after the demo load');
    log(`restart: ready in ${first} ms`);
    const world = await prepareWorld(system.system);
    const totals = emptyStats();
    let checked = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const state = { killed: false, stats: emptyStats() };
      const load = runLoad(world, state);
      const runFor = between(1500, 5000);
      await sleep(runFor);
      state.killed = true;
      await system.kill();
      await load;
      const readyIn = await restart(system, dataDir, `round ${round}`);
      const report = await verifyAcknowledged(world);
      checked += report.checked;
      failures.push(...state.stats.unexpected.map((e) => `round ${round}: ${e}`));
      failures.push(...report.failures.map((e) => `round ${round}: ${e}`));
      addStats(totals, state.stats);
      log(
        `round ${round}: killed after ${Math.round(runFor)} ms of load ` +
          `(${describe(state.stats)}); ready again in ${readyIn} ms; ` +
          `${report.checked} checks, ${report.failures.length} failed; ` +
          `payments caught up in ${report.paymentsCaughtUpMs} ms`,
      );
    }
    const unserved = await unservedPictures(system.addresses.api);
    failures.push(...unserved.map((problem) => `pictures: ${problem}`));
    await system.stop();
    const sessions = [...world.checkouts.keys()];
    const findings = await inspectDatabase(dataDir, sessions, true);
    failures.push(...findings.problems.map((problem) => `database: ${problem}`));
    log(
      `acknowledged: ${describe(totals)}; ${checked} read-back checks; database: ` +
        `${findings.restaurants} restaurants, ${findings.orders} orders, ${findings.images} image renditions`,
    );
    passed = failures.length === 0;
  } finally {
    await system.kill();
    if (passed || !process.env.CRASH_KEEP) await rm(dataDir, { recursive: true, force: true });
  }
  if (!passed) {
    failures.forEach((failure) => log(`FAIL ${failure}`));
    log(`test:crash failed (${failures.length}); rerun with CRASH_SEED=${SEED}`);
    process.exitCode = 1;
  } else {
    log(
      `test:crash passed in ${Math.round((Date.now() - began) / 1000)} s: ` +
        'every acknowledged write survived, no debris',
    );
  }
}

function addStats(total: LoadStats, round: LoadStats) {
  for (const [kind, n] of Object.entries(round.acknowledged)) {
    total.acknowledged[kind] = (total.acknowledged[kind] ?? 0) + n;
  }
}

function describe(stats: LoadStats): string {
  return Object.entries(stats.acknowledged)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
