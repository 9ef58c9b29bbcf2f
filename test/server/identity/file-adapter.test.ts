import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileAdapterFactory } from '@server/identity/file-adapter';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'adapter-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('createFileAdapterFactory', () => {
  it('keeps entries across factories, by id and by session uid', async () => {
    const sessions = createFileAdapterFactory(dir)('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    const reopened = createFileAdapterFactory(dir)('Session');
    expect(await reopened.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await reopened.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await reopened.find('missing')).toBeUndefined();
  });

  it('forgets expired entries', async () => {
    jest.useFakeTimers({
      now: new Date('2030-01-01T00:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate'],
    });
    try {
      const codes = createFileAdapterFactory(dir)('AuthorizationCode');
      await codes.upsert('c1', { grantId: 'g1' }, 60);
      jest.setSystemTime(new Date('2030-01-01T00:01:01Z'));
      expect(await codes.find('c1')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks consumed entries and removes everything of a revoked grant', async () => {
    const tokens = createFileAdapterFactory(dir)('RefreshToken');
    await tokens.upsert('t1', { grantId: 'g1' }, 600);
    await tokens.upsert('t2', { grantId: 'g1' }, 600);
    await tokens.upsert('t3', { grantId: 'g2' }, 600);
    await tokens.consume('t3');
    expect((await tokens.find('t3'))?.consumed).toEqual(expect.any(Number));

    await tokens.revokeByGrantId('g1');
    const reopened = createFileAdapterFactory(dir)('RefreshToken');
    expect(await reopened.find('t1')).toBeUndefined();
    expect(await reopened.find('t2')).toBeUndefined();
    expect(await reopened.find('t3')).toMatchObject({ grantId: 'g2' });

    await reopened.destroy('t3');
    expect(await createFileAdapterFactory(dir)('RefreshToken').find('t3')).toBeUndefined();
  });
});
