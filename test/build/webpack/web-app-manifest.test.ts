import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APP_ICONS, webAppManifest } from '@build/webpack/web-app-manifest';
import { REPO_ROOT } from '@test/repo-root';

const manifest = webAppManifest({
  name: 'Forkful',
  themeColor: '#c2410c',
  backgroundColor: '#fff',
});

describe('the web app manifest', () => {
  it('opens the whole app at its home page, in a window of its own', () => {
    expect(manifest).toMatchObject({
      name: 'Forkful',
      short_name: 'Forkful',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#fff',
    });
  });

  it('names a 192 px, a 512 px and a maskable icon, by root paths', () => {
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
  });

  it.each(APP_ICONS)('has $file in public/, as large as it says', async ({ file, sizes }) => {
    const icon = path.join(REPO_ROOT, 'public', file);
    expect(existsSync(icon)).toBe(true);
    const { width, height, format } = await sharp(icon).metadata();
    expect(`${width}x${height}`).toBe(sizes);
    expect(format).toBe('png');
  });
});
