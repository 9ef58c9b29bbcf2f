import { createECDH, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { Config, VapidKeys } from '@server/config';

/** Where a key pair made on the first start is kept, in the data folder. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The key pair pushes are signed with: the configured one, or the one kept in `dataDir`, made
 * there on the first start. Browsers subscribe with its public key, so it must outlive restarts:
 * a new pair would leave every subscription unable to receive.
 */
export async function vapidKeysOf(
  config: Pick<Config, 'vapidKeys' | 'dataDir'>,
): Promise<VapidKeys> {
  if (!config.vapidKeys) return keptVapidKeys(config.dataDir);
  // Keys of two pairs sign pushes that no push service accepts, each refusal only logged: a
  // pasting mistake is stopped at the start instead.
  if (!isPair(config.vapidKeys)) {
    throw new Error(
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY: set both from one pair',
    );
  }
  return config.vapidKeys;
}

async function keptVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const kept = await readKeys(file);
  if (kept) return kept;
  await mkdir(dataDir, { recursive: true });
  // Written aside, flushed, then linked into place: a crash leaves no half-written file, and of
  // two processes starting on one folder, the second finds the first one's pair and reads it.
  const aside = `${file}.${randomUUID()}.tmp`;
  const handle = await open(aside, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify(webPush.generateVAPIDKeys()));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(aside);
  }
  const made = await readKeys(file);
  if (!made) throw new Error(`${file} vanished as it was made`);
  return made;
}

/** The pair in `file`; undefined when there is no file. A damaged file is an error to mend. */
async function readKeys(file: string): Promise<VapidKeys | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const keys = parseKeys(text);
  if (!keys) {
    throw new Error(
      `${file} does not hold a VAPID key pair: restore it, or delete it to make a new pair ` +
        '(devices subscribed with the old one then need to opt in again)',
    );
  }
  return keys;
}

function parseKeys(text: string): VapidKeys | undefined {
  try {
    const { publicKey, privateKey } = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return undefined;
    if (Buffer.from(publicKey, 'base64url').length !== 65) return undefined;
    if (Buffer.from(privateKey, 'base64url').length !== 32) return undefined;
    return isPair({ publicKey, privateKey }) ? { publicKey, privateKey } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `publicKey` is the P-256 public key of `privateKey`, as browsers are given it. */
function isPair({ publicKey, privateKey }: VapidKeys): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey;
  } catch {
    // Not a private key of the curve (zero, or past its order).
    return false;
  }
}
