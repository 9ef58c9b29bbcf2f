import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openProviderStore, type ProviderStore } from '@local/identity/file-adapter';

let dir: string;
const opened: ProviderStore[] = [];

async function open(options?: { sweepEvery?: number }) {
  const store = await openProviderStore(dir, options);
  opened.push(store);
  return store;
}

const filesOf = async (model: string) => (await readdir(path.join(dir, model))).sort();

/** The pid of a process that has ended: a writer that crashed. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'adapter-'));
});

afterEach(async () => {
  opened.splice(0).forEach((store) => store.close());
  jest.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

function useFakeClock(now: string) {
  jest.useFakeTimers({ now: new Date(now), doNotFake: ['nextTick', 'setImmediate'] });
}

describe('openProviderStore', () => {
  it('keeps each entry in its own file, found again by id and by session uid', async () => {
    const sessions = (await open()).adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    await sessions.upsert('s2', { uid: 'u2', accountId: 'a2' }, 60);
    const files = await filesOf('Session');
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^[0-9a-f]{64}\.json$/.test(name))).toBe(true);

    const reopened = (await open()).adapter('Session');
    expect(await reopened.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await reopened.findByUid('u2')).toEqual({ uid: 'u2', accountId: 'a2' });
    expect(await reopened.find('missing')).toBeUndefined();
    expect(await reopened.findByUid('missing')).toBeUndefined();
  });

  it('forgets an expired entry when it is looked up, and removes its file', async () => {
    useFakeClock('2030-01-01T00:00:00Z');
    const codes = (await open()).adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    jest.setSystemTime(new Date('2030-01-01T00:01:01Z'));
    expect(await codes.find('c1')).toBeUndefined();
    expect(await filesOf('AuthorizationCode')).toEqual([]);
  });

  it('removes expired entries at the start and every hour', async () => {
    useFakeClock('2030-01-01T00:00:00Z');
    const first = await open();
    await first.adapter('RefreshToken').upsert('short', { grantId: 'g1' }, 60);
    await first.adapter('RefreshToken').upsert('long', { grantId: 'g1' }, 3 * 60 * 60);
    first.close();
    jest.setSystemTime(new Date('2030-01-01T00:02:00Z'));
    await open();
    expect(await filesOf('RefreshToken')).toHaveLength(1);

    jest.setSystemTime(new Date('2030-01-01T03:00:01Z'));
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    for (let turn = 0; turn < 100 && (await filesOf('RefreshToken')).length > 0; turn += 1) {
      await new Promise(setImmediate);
    }
    expect(await filesOf('RefreshToken')).toEqual([]);
  });

  it('marks consumed entries and removes everything of a revoked grant', async () => {
    const tokens = (await open()).adapter('RefreshToken');
    await tokens.upsert('t1', { grantId: 'g1' }, 600);
    await tokens.upsert('t2', { grantId: 'g1' }, 600);
    await tokens.upsert('t3', { grantId: 'g2' }, 600);
    await tokens.consume('t3');
    expect((await tokens.find('t3'))?.consumed).toEqual(expect.any(Number));

    await tokens.revokeByGrantId('g1');
    const reopened = (await open()).adapter('RefreshToken');
    expect(await reopened.find('t1')).toBeUndefined();
    expect(await reopened.find('t2')).toBeUndefined();
    expect(await reopened.find('t3')).toMatchObject({ grantId: 'g2' });
    expect(await filesOf('RefreshToken')).toHaveLength(1);

    await reopened.destroy('t3');
    expect(await (await open()).adapter('RefreshToken').find('t3')).toBeUndefined();
  });

  it('lets only one of simultaneous claims consume an entry', async () => {
    const store = await open();
    await store.adapter('RefreshToken').upsert('t1', { grantId: 'g1' }, 600);
    const claims = await Promise.all([1, 2, 3].map(() => store.consumeOnce('RefreshToken', 't1')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await store.consumeOnce('RefreshToken', 't1')).toBe(false);
    expect(await store.consumeOnce('RefreshToken', 'missing')).toBe(false);
  });

  it('removes what interrupted writes left, but not the files of a running writer', async () => {
    const sessions = (await open()).adapter('Session');
    await sessions.upsert('s1', { uid: 'u1' }, 60);
    const [entry] = await filesOf('Session');
    const crashed = `${entry}.${deadPid()}.0123456789ab.tmp`;
    const running = `${entry}.${process.pid}.0123456789ab.tmp`;
    await writeFile(path.join(dir, 'Session', crashed), '{"half');
    await writeFile(path.join(dir, 'Session', running), '{"half');
    await writeFile(path.join(dir, `Grant.json.${deadPid()}.ba9876543210.tmp`), '{');

    const reopened = (await open()).adapter('Session');
    expect(await filesOf('Session')).toEqual([entry, running].sort());
    expect(await readdir(dir)).toEqual(['Session']);
    expect(await reopened.find('s1')).toEqual({ uid: 'u1' });
  });

  it('moves the entries of the former one-file-per-model layout into their own files', async () => {
    const now = Date.now();
    const legacy = {
      live: { payload: { grantId: 'g1', uid: 'u1' }, expiresAt: now + 60_000 },
      forever: { payload: { grantId: 'g2' }, expiresAt: null },
      expired: { payload: { grantId: 'g1' }, expiresAt: now - 1 },
    };
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'RefreshToken.json'), JSON.stringify(legacy));

    const tokens = (await open()).adapter('RefreshToken');
    expect(await readdir(dir)).toEqual(['RefreshToken']);
    expect(await filesOf('RefreshToken')).toHaveLength(2);
    expect(await tokens.find('live')).toEqual({ grantId: 'g1', uid: 'u1' });
    expect(await tokens.findByUid('u1')).toEqual({ grantId: 'g1', uid: 'u1' });
    expect(await tokens.find('forever')).toEqual({ grantId: 'g2' });
    expect(await tokens.find('expired')).toBeUndefined();

    const stored = await Promise.all(
      (await filesOf('RefreshToken')).map((name) =>
        readFile(path.join(dir, 'RefreshToken', name), 'utf8'),
      ),
    );
    expect(stored.map((text) => (JSON.parse(text) as { id: string }).id).sort()).toEqual([
      'forever',
      'live',
    ]);
  });
});
