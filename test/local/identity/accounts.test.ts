import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAccountStore, type AccountStore } from '@local/identity/accounts';

let dataDir: string;
let accounts: AccountStore;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'accounts-'));
  accounts = createAccountStore(dataDir);
});

afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('createAccountStore', () => {
  it('registers an unknown email and then requires its password', async () => {
    const created = await accounts.signInOrSignUp(' Ada@Example.com ', 'analytical engine');
    expect(created).toEqual({
      ok: true,
      created: true,
      account: { id: expect.stringMatching(/^auth0\|[0-9a-f]{24}$/), email: 'ada@example.com' },
    });
    const again = await accounts.signInOrSignUp('ada@example.com', 'analytical engine');
    expect(again).toMatchObject({ ok: true, created: false });
    expect(again.ok && created.ok && again.account.id).toBe(created.ok && created.account.id);

    const wrong = await accounts.signInOrSignUp('ada@example.com', 'difference engine');
    expect(wrong).toEqual({ ok: false, reason: 'wrong-credentials' });
  });

  it('refuses short passwords and malformed emails for new accounts', async () => {
    expect(await accounts.signInOrSignUp('new@example.com', '1234567')).toEqual({
      ok: false,
      reason: 'password-too-short',
    });
    expect(await accounts.signInOrSignUp('not-an-email', 'long enough')).toEqual({
      ok: false,
      reason: 'invalid-email',
    });
    for (const unstorable of [
      'a\u0000b@example.com',
      'a\uD800@example.com',
      'a@exa\u0007mple.com',
    ]) {
      expect(await accounts.signInOrSignUp(unstorable, 'long enough')).toEqual({
        ok: false,
        reason: 'invalid-email',
      });
    }
    expect(await accounts.signInOrSignUp('zoë@example.com', 'long enough')).toMatchObject({
      ok: true,
    });
    expect(await accounts.verify('new@example.com', '1234567')).toBeUndefined();
    await expect(accounts.ensureAccount('short@example.com', 'short')).rejects.toThrow();
  });

  it('refuses a new password holding NUL or half of a character', async () => {
    for (const password of ['long\u0000enough', 'long enough\uD800', '\uDC00long enough']) {
      expect(await accounts.signInOrSignUp('odd@example.com', password)).toEqual({
        ok: false,
        reason: 'invalid-password',
      });
      await expect(accounts.ensureAccount('odd@example.com', password)).rejects.toThrow(
        /only hold text/,
      );
    }
    expect(await accounts.signInOrSignUp('odd@example.com', 'long enough 😀')).toMatchObject({
      ok: true,
      created: true,
    });
  });

  it('ensureAccount creates once and resets the password, keeping the id', async () => {
    const first = await accounts.ensureAccount('owner@example.com', 'first password');
    const second = await accounts.ensureAccount('OWNER@example.com', 'second password');
    expect(second).toEqual(first);
    expect(await accounts.verify('owner@example.com', 'first password')).toBeUndefined();
    expect(await accounts.verify('owner@example.com', 'second password')).toEqual(first);
    expect(await accounts.findById(first.id)).toEqual(first);
    expect(await accounts.findById('auth0|unknown')).toBeUndefined();
    expect(await accounts.verify('nobody@example.com', 'second password')).toBeUndefined();
  });

  it('stores salted scrypt hashes, never the passwords, and is read by a new store', async () => {
    const a = await accounts.ensureAccount('a@example.com', 'same password');
    await accounts.ensureAccount('b@example.com', 'same password');
    const raw = await readFile(path.join(dataDir, 'accounts.json'), 'utf8');
    expect(raw).not.toContain('same password');
    const hashes = (JSON.parse(raw) as { accounts: Array<{ passwordHash: string }> }).accounts.map(
      (account) => account.passwordHash,
    );
    expect(hashes.every((hash) => hash.startsWith('scrypt$'))).toBe(true);
    expect(new Set(hashes).size).toBe(2);

    const reopened = createAccountStore(dataDir);
    expect(await reopened.verify('a@example.com', 'same password')).toEqual(a);
  });

  it('ensureAccounts makes many accounts of one password in one go, keeping known ids', async () => {
    const known = await accounts.ensureAccount('Owner@example.com', 'first password');
    const made = await accounts.ensureAccounts(
      ['new@example.com', 'owner@example.com', ' Other@Example.com '],
      'demo password',
    );
    expect(made.map((account) => account.email)).toEqual([
      'new@example.com',
      'owner@example.com',
      'other@example.com',
    ]);
    expect(made[1].id).toBe(known.id);
    const reopened = createAccountStore(dataDir);
    for (const account of made) {
      expect(await reopened.verify(account.email, 'demo password')).toEqual(account);
    }
    expect(await reopened.verify('owner@example.com', 'first password')).toBeUndefined();
    await expect(
      accounts.ensureAccounts(['ok@example.com', 'not an email'], 'demo password'),
    ).rejects.toThrow('Invalid email: not an email');
    expect(await reopened.findById(made[0].id)).toEqual(made[0]);
    expect(await reopened.verify('ok@example.com', 'demo password')).toBeUndefined();
  });

  it('creates a single account when the same new email signs up twice at once', async () => {
    const results = await Promise.all([
      accounts.signInOrSignUp('twice@example.com', 'password one'),
      accounts.signInOrSignUp('twice@example.com', 'password one'),
    ]);
    expect(results.map((result) => result.ok && result.created)).toEqual([true, false]);
  });
});

it('keeps the accounts two stores over the same folder create at the same time', async () => {
  const seeder = createAccountStore(dataDir);
  const [signedUp, seeded] = await Promise.all([
    accounts.signInOrSignUp('new@example.com', 'long enough'),
    seeder.ensureAccount('owner@example.com', 'demo password'),
  ]);
  expect(signedUp.ok && (await accounts.findById(signedUp.account.id))).toBeTruthy();
  expect(await accounts.findById(seeded.id)).toEqual(seeded);
});
