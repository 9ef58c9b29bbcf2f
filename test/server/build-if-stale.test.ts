import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../server/build-if-stale';

describe('buildIfStale', () => {
  let root: string;
  const lines: string[] = [];
  const build = jest.fn(async () => undefined);
  const run = () => buildIfStale(root, { build, log: (line) => lines.push(line) });

  const touch = async (relative: string, secondsAgo: number) => {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, relative);
    const time = new Date(Date.now() - secondsAgo * 1000);
    await utimes(file, time, time);
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
    expect(build).toHaveBeenCalledWith(root);
    expect(lines).toEqual([expect.stringMatching(/missing.*building/)]);
  });

  it('does not build when dist/ is newer than every source', async () => {
    await touch('dist/index.html', 100);
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
    await touch('dist/index.html', 100);
    await touch(source, 10);
    await expect(run()).resolves.toEqual({ built: true });
    expect(build).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([expect.stringMatching(/changed.*building/)]);
  });

  it('ignores files that are not sources', async () => {
    await touch('dist/index.html', 100);
    await touch('server/app.ts', 10);
    await touch('README.md', 10);
    await expect(run()).resolves.toEqual({ built: false });
  });

  it('fails when the build fails', async () => {
    build.mockRejectedValueOnce(new Error('The web build failed (exit code 2)'));
    await expect(run()).rejects.toThrow('exit code 2');
  });
});
