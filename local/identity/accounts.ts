import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createSerialQueue, readJsonFile, writeJsonFileAtomic } from '../shared/json-file';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';

export const MIN_PASSWORD_LENGTH = 8;
const MAX_EMAIL_LENGTH = 254;

export interface Account {
  /** Stable subject (`sub`) of every token issued to this account. */
  id: string;
  email: string;
}

interface StoredAccount extends Account {
  passwordHash: string;
}

export type SignInOutcome =
  | { ok: true; account: Account; created: boolean }
  | {
      ok: false;
      reason: 'invalid-email' | 'invalid-password' | 'password-too-short' | 'wrong-credentials';
    };

export interface AccountStore {
  /** Creates the account, or resets its password when the email is known (demo seeding). */
  ensureAccount(email: string, password: string): Promise<Account>;
  /**
   * ensureAccount for many emails that share one password (the demo accounts), in their order:
   * the password is hashed once and the file written once.
   */
  ensureAccounts(emails: string[], password: string): Promise<Account[]>;
  /** The account when the password matches, else undefined. */
  verify(email: string, password: string): Promise<Account | undefined>;
  findById(id: string): Promise<Account | undefined>;
  /** The sign-in page's rule: a known email needs its password, an unknown one is registered. */
  signInOrSignUp(email: string, password: string): Promise<SignInOutcome>;
}

/** Emails compare trimmed and case-insensitively, as Auth0 stores them. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Any character but spaces, @, control characters (NUL among them: no database stores it) and
// halves of a character (lone surrogates, which are not text).
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cs}]+@[^\s@\p{Cc}\p{Cs}]+\.[^\s@\p{Cc}\p{Cs}]+$/u;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

// NUL and halves of a character: no real keyboard types them, and a hash could not tell a lone
// surrogate from the replacement character it is encoded as.
const NOT_TEXT = /[\0\p{Cs}]/u;

/** Whether a new account may have this password: long enough, and only text. */
function passwordProblem(password: string): 'invalid-password' | 'password-too-short' | undefined {
  if (NOT_TEXT.test(password)) return 'invalid-password';
  return password.length < MIN_PASSWORD_LENGTH ? 'password-too-short' : undefined;
}

function publicAccount({ id, email }: StoredAccount): Account {
  return { id, email };
}

function parseAccounts(raw: unknown, file: string): StoredAccount[] {
  if (raw === undefined) return [];
  const accounts = (raw as { accounts?: unknown }).accounts;
  const valid =
    Array.isArray(accounts) &&
    accounts.every((a: Partial<StoredAccount>) =>
      [a.id, a.email, a.passwordHash].every((field) => typeof field === 'string'),
    );
  if (!valid) throw new Error(`${file} is not a valid account file`);
  return accounts;
}

// One write queue per file for the whole process: two stores over the same file (the identity
// server's and the demo seeder's) would otherwise overwrite each other's new accounts.
const fileQueues = new Map<string, ReturnType<typeof createSerialQueue>>();

function queueFor(file: string) {
  const key = path.resolve(file);
  let queue = fileQueues.get(key);
  if (!queue) {
    queue = createSerialQueue();
    fileQueues.set(key, queue);
  }
  return queue;
}

/**
 * The accounts in `file`, parsed again only when the file was replaced: every token the provider
 * issues looks its account up, and a file with many accounts costs a parse each time. Writes
 * replace the file (a new inode), so its identity and time tell a changed file.
 */
function cachedReader(file: string): () => Promise<readonly StoredAccount[]> {
  let cached: { version: string; accounts: StoredAccount[] } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return parseAccounts(await readJsonFile(file), file);
    const version = `${info.ino}:${info.size}:${info.mtimeMs}`;
    if (cached?.version !== version) {
      cached = { version, accounts: parseAccounts(await readJsonFile(file), file) };
    }
    return cached.accounts;
  };
}

/**
 * Accounts of the local identity provider in `<dataDir>/accounts.json`. The file is checked on
 * every call, so accounts seeded by another process are seen at once; writes replace it
 * atomically.
 */
export function createAccountStore(dataDir: string): AccountStore {
  const file = path.join(dataDir, 'accounts.json');
  const enqueue = queueFor(file);
  const read = cachedReader(file);
  // What a change works on: copies, so a failed write leaves the cached accounts as they were.
  const load = async () => (await read()).map((account) => ({ ...account }));
  const save = (accounts: StoredAccount[]) => writeJsonFileAtomic(file, { accounts });
  const byEmail = (accounts: StoredAccount[], email: string) =>
    accounts.find((account) => account.email === email);

  const newAccount = (email: string, passwordHash: string): StoredAccount => ({
    id: `auth0|${randomBytes(12).toString('hex')}`,
    email,
    passwordHash,
  });

  async function create(accounts: StoredAccount[], email: string, password: string) {
    const account = newAccount(email, await hashPassword(password));
    await save([...accounts, account]);
    return account;
  }

  /** The email, normalized, or an error naming what is wrong with it or with the password. */
  function seededEmail(rawEmail: string, password: string): string {
    const email = normalizeEmail(rawEmail);
    if (!isValidEmail(email)) throw new Error(`Invalid email: ${rawEmail}`);
    const problem = passwordProblem(password);
    if (problem === 'password-too-short') throw new Error('Password is too short');
    if (problem) throw new Error('Password may only hold text (no NUL, no lone surrogates)');
    return email;
  }

  return {
    async ensureAccount(rawEmail, password) {
      const email = seededEmail(rawEmail, password);
      return enqueue(async () => {
        const accounts = await load();
        const existing = byEmail(accounts, email);
        if (!existing) return publicAccount(await create(accounts, email, password));
        existing.passwordHash = await hashPassword(password);
        await save(accounts);
        return publicAccount(existing);
      });
    },

    async ensureAccounts(rawEmails, password) {
      const emails = rawEmails.map((email) => seededEmail(email, password));
      return enqueue(async () => {
        // One salted hash for all of them: they share a password everyone may know (the demo's),
        // so a salt of their own would protect nothing, and each scrypt hash costs 0.2 s.
        const passwordHash = await hashPassword(password);
        const accounts = await load();
        const ensured = emails.map((email) => {
          const existing = byEmail(accounts, email);
          if (existing) {
            existing.passwordHash = passwordHash;
            return existing;
          }
          const account = newAccount(email, passwordHash);
          accounts.push(account);
          return account;
        });
        await save(accounts);
        return ensured.map(publicAccount);
      });
    },

    async verify(rawEmail, password) {
      const account = (await read()).find(({ email }) => email === normalizeEmail(rawEmail));
      const matches = account
        ? await verifyPassword(password, account.passwordHash)
        : await verifyAgainstDummy(password);
      return matches && account ? publicAccount(account) : undefined;
    },

    async findById(id) {
      const account = (await read()).find((candidate) => candidate.id === id);
      return account && publicAccount(account);
    },

    async signInOrSignUp(rawEmail, password) {
      const email = normalizeEmail(rawEmail);
      if (!isValidEmail(email)) return { ok: false, reason: 'invalid-email' };
      return enqueue(async (): Promise<SignInOutcome> => {
        const accounts = await load();
        const existing = byEmail(accounts, email);
        if (existing) {
          const matches = await verifyPassword(password, existing.passwordHash);
          return matches
            ? { ok: true, account: publicAccount(existing), created: false }
            : { ok: false, reason: 'wrong-credentials' };
        }
        const problem = passwordProblem(password);
        if (problem) return { ok: false, reason: problem };
        return {
          ok: true,
          account: publicAccount(await create(accounts, email, password)),
          created: true,
        };
      });
    },
  };
}
