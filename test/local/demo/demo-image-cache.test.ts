import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedDemoRenditions } from '@local/demo/demo-image-cache';
import { buildDemoRestaurants } from '@local/demo/demo-restaurants';

jest.setTimeout(60_000);

describe('demo renditions kept between seeds', () => {
  let cacheDir: string;
  const [first, second] = buildDemoRestaurants();

  beforeEach(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), 'forkful-demo-cache-'));
  });
  afterEach(() => rm(cacheDir, { recursive: true, force: true }));

  it('renders a picture once, then reads it from the cache', async () => {
    const renditionsOf = cachedDemoRenditions(cacheDir);
    const rendered = await renditionsOf(first);
    // The WebPs only: the image route makes each AVIF the first time a browser asks for it.
    expect(rendered.map(({ format, width }) => `${width}.${format}`).sort()).toEqual([
      '1280.webp',
      '320.webp',
      '640.webp',
      '960.webp',
    ]);
    const [folder] = await readdir(cacheDir);
    expect((await readdir(path.join(cacheDir, folder))).sort()).toEqual([
      '1280.webp',
      '320.webp',
      '640.webp',
      '960.webp',
    ]);

    // A marked file shows the second call read the cache instead of encoding again.
    await writeFile(path.join(cacheDir, folder, '640.webp'), 'from the cache');
    const again = await renditionsOf(first);
    const webp640 = again.find(({ width, format }) => width === 640 && format === 'webp');
    expect(webp640?.data.toString()).toBe('from the cache');
  });

  it('removes the half-written sets of killed seeds, not those of running ones', async () => {
    const deadWriter = 2 ** 22 + 1;
    const killed = path.join(cacheDir, `abc.${deadWriter}.partial`);
    const running = path.join(cacheDir, `def.${process.pid}.partial`);
    await mkdir(killed);
    await mkdir(running);
    await writeFile(path.join(killed, '320.webp'), 'half');
    await cachedDemoRenditions(cacheDir)(first);
    const names = await readdir(cacheDir);
    expect(names).toContain(`def.${process.pid}.partial`);
    expect(names).not.toContain(`abc.${deadWriter}.partial`);
  });

  it('keeps each picture under its own source', async () => {
    const renditionsOf = cachedDemoRenditions(cacheDir);
    const [a, b] = await Promise.all([renditionsOf(first), renditionsOf(second)]);
    expect(a[0].data.equals(b[0].data)).toBe(false);
    expect(await readdir(cacheDir)).toHaveLength(2);
  });

  it('still renders when the cache cannot be written', async () => {
    // A file where the cache's folder should be: no folder can be made under it.
    const blocked = path.join(cacheDir, 'a-file');
    await writeFile(blocked, '');
    expect(await cachedDemoRenditions(blocked)(first)).toHaveLength(4);
  });
});
