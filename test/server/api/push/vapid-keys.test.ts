import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import type { VapidKeys } from '@server/config';
import { VAPID_KEYS_FILE, vapidKeysOf } from '@server/api/push/vapid-keys';
import { REPO_ROOT } from '@test/repo-root';

/** Signs a push with `keys` as web-push does: throws when the pair is not a usable one. */
function signsWith(keys: VapidKeys) {
  const headers = webPush.getVapidHeaders(
    'https://fcm.googleapis.com',
    'mailto:push@forkful.test',
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
  );
  return headers.Authorization.startsWith('vapid t=');
}

/** `vapidKeysOf` in a process of its own over `dataDir`: answers the pair it printed. */
function keysFromProcess(dataDir: string): Promise<VapidKeys> {
  // tsx loads the file as CommonJS: its exports are the module's default.
  const script = `import('./server/api/push/vapid-keys.ts').then(async ({ default: keys }) => {
    const pair = await keys.vapidKeysOf({ dataDir: ${JSON.stringify(dataDir)} });
    process.stdout.write(JSON.stringify(pair));
  })`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: REPO_ROOT });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(out) as VapidKeys);
      else reject(new Error(`exit ${code}: ${err}`));
    });
  });
}

describe('the VAPID key pair', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-vapid-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const keyFile = () => path.join(dataDir, VAPID_KEYS_FILE);
  const fromFolder = (folder = dataDir) => vapidKeysOf({ vapidKeys: undefined, dataDir: folder });

  it('is made once in the data folder, readable by its owner only, and reused by the next start', async () => {
    const folder = path.join(dataDir, 'not', 'yet', 'made');
    const made = await fromFolder(folder);
    expect(signsWith(made)).toBe(true);
    const file = path.join(folder, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(made);
    expect(await fromFolder(folder)).toEqual(made);
    // Nothing is left beside it.
    expect(await readdir(folder)).toEqual([VAPID_KEYS_FILE]);
  });

  it('is one pair for starts racing on one folder', async () => {
    const pairs = await Promise.all(Array.from({ length: 8 }, () => fromFolder()));
    expect(new Set(pairs.map((pair) => JSON.stringify(pair))).size).toBe(1);
    expect(JSON.parse(await readFile(keyFile(), 'utf8'))).toEqual(pairs[0]);
    expect(await readdir(dataDir)).toEqual([VAPID_KEYS_FILE]);
  });

  it('is one pair for processes starting at once on one folder', async () => {
    const pairs = await Promise.all([keysFromProcess(dataDir), keysFromProcess(dataDir)]);
    expect(pairs[1]).toEqual(pairs[0]);
    expect(await fromFolder()).toEqual(pairs[0]);
  }, 60_000);

  it('is the configured pair when VAPID_* are set: the file is neither read nor made', async () => {
    const configured = webPush.generateVAPIDKeys();
    expect(await vapidKeysOf({ vapidKeys: configured, dataDir })).toEqual(configured);
    expect(await readdir(dataDir)).toEqual([]);

    const kept = await fromFolder();
    expect(kept).not.toEqual(configured);
    expect(await vapidKeysOf({ vapidKeys: configured, dataDir })).toEqual(configured);
    await writeFile(keyFile(), 'not a key pair');
    expect(await vapidKeysOf({ vapidKeys: configured, dataDir })).toEqual(configured);
  });

  it('refuses a configured public key that is not the private key’s', async () => {
    const mixed = {
      publicKey: webPush.generateVAPIDKeys().publicKey,
      privateKey: webPush.generateVAPIDKeys().privateKey,
    };
    await expect(vapidKeysOf({ vapidKeys: mixed, dataDir })).rejects.toThrow(
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    );
  });

  const pair = webPush.generateVAPIDKeys();
  it.each([
    ['that is not JSON', '{"publicKey":'],
    ['that is empty', ''],
    ['without a private key', JSON.stringify({ publicKey: pair.publicKey })],
    ['with keys that are not strings', JSON.stringify({ publicKey: 1, privateKey: 2 })],
    ['with a short public key', JSON.stringify({ ...pair, publicKey: pair.publicKey.slice(4) })],
    ['with a short private key', JSON.stringify({ ...pair, privateKey: pair.privateKey.slice(4) })],
    [
      'with a public key that is no P-256 point',
      JSON.stringify({ ...pair, publicKey: Buffer.alloc(65, 7).toString('base64url') }),
    ],
    [
      'with a public key that is not the private key’s',
      JSON.stringify({ ...pair, publicKey: webPush.generateVAPIDKeys().publicKey }),
    ],
  ])('refuses to start on a file %s, naming it, and leaves it as it is', async (_, text) => {
    await writeFile(keyFile(), text, { mode: 0o600 });
    const refusal = fromFolder();
    await expect(refusal).rejects.toThrow(keyFile());
    await expect(refusal).rejects.toThrow(/does not hold a VAPID key pair: restore it, or delete/);
    // Replacing it would leave every subscribed device unable to receive.
    expect(await readFile(keyFile(), 'utf8')).toBe(text);
  });

  it('makes a new pair once the damaged file is deleted', async () => {
    await writeFile(keyFile(), 'damaged');
    await expect(fromFolder()).rejects.toThrow(keyFile());
    await rm(keyFile());
    expect(signsWith(await fromFolder())).toBe(true);
  });
});
