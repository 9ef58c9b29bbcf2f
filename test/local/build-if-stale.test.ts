import { mkdir, mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BUILD_SETTING_DEFAULTS,
  BUILD_SETTINGS_FILE,
  buildProfileFrom,
  buildSettingsFrom,
} from '@contract/build-settings';
import { buildIfStale, staleness, type BuildState } from '@local/build-if-stale';

const tenant = { AUTH0_DOMAIN: 'tenant.auth0.com' };

describe('buildSettingsFrom', () => {
  it('gives the local default of every setting the environment leaves unset or blank', () => {
    expect(buildSettingsFrom({ AUTH0_CLIENT_ID: ' ' })).toEqual(BUILD_SETTING_DEFAULTS);
  });

  it('points the defaults that name a port at the ports that are set', () => {
    expect(buildSettingsFrom({ IDENTITY_PORT: '4100', API_PORT: '7100' })).toEqual({
      ...BUILD_SETTING_DEFAULTS,
      API_BASE_URL: 'http://localhost:7100',
      AUTH0_DOMAIN: 'http://localhost:4100',
      AUTH0_AUDIENCE: 'http://localhost:7100/api',
    });
  });

  it('takes the variables that are set', () => {
    expect(buildSettingsFrom({ ...tenant, AUTH0_AUDIENCE: 'https://api.forkful.com' })).toEqual({
      ...BUILD_SETTING_DEFAULTS,
      AUTH0_DOMAIN: 'tenant.auth0.com',
      AUTH0_AUDIENCE: 'https://api.forkful.com',
    });
  });
});

describe('staleness', () => {
  const local = buildSettingsFrom({});
  const fresh: BuildState = {
    folder: 'dist',
    builtAt: 200,
    newestSource: 100,
    recorded: local,
    current: local,
    profile: 'quick',
  };

  it('is fresh when dist/ is newer than every source and built with the same settings', () => {
    expect(staleness(fresh)).toEqual({ stale: false });
    expect(staleness({ ...fresh, newestSource: 200 })).toEqual({ stale: false });
  });

  it('is stale when dist/ is missing', () => {
    expect(staleness({ ...fresh, builtAt: undefined, recorded: undefined })).toEqual({
      stale: true,
      reason: 'dist/ is missing',
    });
  });

  it('is stale when a source is newer than dist/', () => {
    expect(staleness({ ...fresh, newestSource: 300 })).toEqual({
      stale: true,
      reason: 'sources changed',
    });
  });

  it('is stale when dist/ does not record its settings', () => {
    expect(staleness({ ...fresh, recorded: undefined })).toEqual({
      stale: true,
      reason: 'dist/ does not record its build settings',
    });
  });

  it('is stale when a setting differs, naming each one that does', () => {
    const current = buildSettingsFrom({ ...tenant, AUTH0_CLIENT_ID: 'abc123' });
    expect(staleness({ ...fresh, current })).toEqual({
      stale: true,
      reason:
        'build settings changed (AUTH0_DOMAIN http://localhost:4000 → tenant.auth0.com, ' +
        'AUTH0_CLIENT_ID forkful-web → abc123)',
    });
  });

  it('is stale when the record lacks a setting or has one no longer used', () => {
    const { API_BASE_URL: _, ...withoutApi } = local;
    expect(staleness({ ...fresh, recorded: withoutApi })).toMatchObject({
      reason: 'build settings changed (API_BASE_URL unset → http://localhost:7000)',
    });
    expect(staleness({ ...fresh, recorded: { ...local, OLD_SETTING: 'x' } })).toMatchObject({
      reason: 'build settings changed (OLD_SETTING x → unset)',
    });
  });

  it('takes a release build for a quick one, and a quick one only where quick is asked for', () => {
    const release = { ...local, WEB_BUILD: 'release' };
    const quick = { ...local, WEB_BUILD: 'quick' };
    expect(staleness({ ...fresh, recorded: release })).toEqual({ stale: false });
    expect(staleness({ ...fresh, recorded: quick })).toEqual({ stale: false });
    expect(staleness({ ...fresh, recorded: release, profile: 'release' })).toEqual({
      stale: false,
    });
    expect(staleness({ ...fresh, recorded: quick, profile: 'release' })).toEqual({
      stale: true,
      reason: 'dist/ holds a quick build, not the release build',
    });
  });

  it('takes a build that records no profile for a release build', () => {
    expect(staleness({ ...fresh, profile: 'release' })).toEqual({ stale: false });
  });
});

describe('buildProfileFrom', () => {
  it('is quick unless WEB_BUILD asks for the release build', () => {
    expect(buildProfileFrom({})).toBe('quick');
    expect(buildProfileFrom({ WEB_BUILD: 'quick' })).toBe('quick');
    expect(buildProfileFrom({ WEB_BUILD: ' Release ' })).toBe('release');
  });
});

describe('buildIfStale', () => {
  let root: string;
  const lines: string[] = [];
  const build = jest.fn(async () => undefined);
  const run = (env: Record<string, string> = {}) =>
    buildIfStale(root, { build, env, log: (line) => lines.push(line) });

  const touch = async (relative: string, secondsAgo: number) => {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, relative);
    const time = new Date(Date.now() - secondsAgo * 1000);
    await utimes(file, time, time);
  };

  /** A build made `secondsAgo` with the settings `env` gives, as `npm run build` leaves it. */
  const built = async (
    secondsAgo: number,
    env: Record<string, string> = {},
    profile = 'release',
  ) => {
    await touch('dist/index.html', secondsAgo);
    const record = path.join(root, 'dist', BUILD_SETTINGS_FILE);
    await writeFile(record, JSON.stringify({ ...buildSettingsFrom(env), WEB_BUILD: profile }));
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'forkful-root-'));
    build.mockClear();
    lines.length = 0;
    await touch('src/app/app.tsx', 300);
    await touch('webpack.config.ts', 300);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('builds when dist/ is missing', async () => {
    await expect(run()).resolves.toEqual({ built: true });
    expect(build).toHaveBeenCalledWith(root, 'quick');
    expect(lines).toEqual(['web: dist/ is missing, building (quick)…']);
  });

  it('makes the release build when WEB_BUILD asks for it, over a quick one', async () => {
    await built(100, {}, 'quick');
    await expect(run({ WEB_BUILD: 'release' })).resolves.toEqual({ built: true });
    expect(build).toHaveBeenCalledWith(root, 'release');
    expect(lines).toEqual([
      'web: dist/ holds a quick build, not the release build, building (release)…',
    ]);
  });

  it('does not build when dist/ is newer than every source and has the same settings', async () => {
    await built(100);
    await expect(run()).resolves.toEqual({ built: false });
    expect(build).not.toHaveBeenCalled();
    expect(lines).toEqual([expect.stringMatching(/up to date/)]);
  });

  it.each([
    'src/features/search/deep/search-page.tsx',
    'public/index.html',
    'contract/cuisines.ts',
    '.browserslistrc',
    'babel.config.js',
  ])('builds when %s changed after the last build', async (source) => {
    await built(100);
    await touch(source, 10);
    await expect(run()).resolves.toEqual({ built: true });
    expect(build).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([expect.stringMatching(/changed, building \(quick\)/)]);
  });

  it('ignores files that are not sources', async () => {
    await built(100);
    await touch('server/app.ts', 10);
    await touch('README.md', 10);
    await expect(run()).resolves.toEqual({ built: false });
  });

  it('builds when the build settings differ from those dist/ was built with', async () => {
    await built(100);
    await expect(run(tenant)).resolves.toEqual({ built: true });
    expect(build).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      'web: build settings changed (AUTH0_DOMAIN http://localhost:4000 → tenant.auth0.com), building (quick)…',
    ]);
  });

  it('does not build again once dist/ was built with the current settings', async () => {
    await built(100, tenant);
    await expect(run(tenant)).resolves.toEqual({ built: false });
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{"AUTH0_DOMAIN":'],
    ['not settings', '["http://localhost:4000"]'],
  ])('builds when the record of the settings is %s', async (_case, content) => {
    await built(100);
    const record = path.join(root, 'dist', BUILD_SETTINGS_FILE);
    if (content === undefined) await rm(record);
    else await writeFile(record, content);
    await expect(run()).resolves.toEqual({ built: true });
    expect(lines).toEqual(['web: dist/ does not record its build settings, building (quick)…']);
  });

  it('looks in the folder WEB_DIST_DIR names, not in dist/', async () => {
    await built(100);
    await expect(run({ WEB_DIST_DIR: 'dist-beside' })).resolves.toEqual({ built: true });
    expect(lines).toEqual(['web: dist-beside/ is missing, building (quick)…']);
    build.mockClear();
    await touch('dist-beside/index.html', 100);
    await rename(
      path.join(root, 'dist', BUILD_SETTINGS_FILE),
      path.join(root, 'dist-beside', BUILD_SETTINGS_FILE),
    );
    await expect(run({ WEB_DIST_DIR: ' dist-beside ' })).resolves.toEqual({ built: false });
    expect(build).not.toHaveBeenCalled();
  });

  it('fails when the build fails', async () => {
    build.mockRejectedValueOnce(new Error('The web build failed (exit code 2)'));
    await expect(run()).rejects.toThrow('exit code 2');
  });
});
