import { generateKeyPair, randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { calculateJwkThumbprint } from 'jose';
import type { JWK } from 'oidc-provider';
import { readJsonFile, writeJsonFileAtomic } from '../shared/json-file';

export interface IdentityKeys {
  /** Private RS256 key as a JWK; `kid` is its RFC 7638 thumbprint. */
  signingKey: JWK;
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

const generateRsaKeyPair = promisify(generateKeyPair);

function isIdentityKeys(value: unknown): value is IdentityKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { signingKey, cookieKeys } = value as Partial<IdentityKeys>;
  return (
    typeof signingKey?.kid === 'string' &&
    signingKey.kty === 'RSA' &&
    typeof signingKey.d === 'string' &&
    Array.isArray(cookieKeys) &&
    cookieKeys.length > 0 &&
    cookieKeys.every((key) => typeof key === 'string')
  );
}

async function generateKeys(): Promise<IdentityKeys> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.e) throw new Error('RSA key export lacks its public part');
  // The kid follows the key material: a regenerated key can never pose as a cached one.
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e }, 'sha256');
  return {
    signingKey: { ...jwk, kty: 'RSA', kid, alg: 'RS256', use: 'sig' } as JWK,
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  };
}

/**
 * Loads the signing and cookie keys from `<dataDir>/keys.json`, creating them on first start.
 * Keeping them across restarts keeps ID tokens, access tokens and sessions valid.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<IdentityKeys> {
  const file = path.join(dataDir, 'keys.json');
  const stored = await readJsonFile(file);
  if (stored !== undefined) {
    if (!isIdentityKeys(stored)) throw new Error(`${file} is not a valid identity key file`);
    return stored;
  }
  const keys = await generateKeys();
  await writeJsonFileAtomic(file, keys);
  return keys;
}
