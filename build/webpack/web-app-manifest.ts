import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { WEB_APP_MANIFEST_URL } from '../../src/lib/installable-app-files';

/** The installed app's icons (scripts/make-app-icons.ts draws them from public/favicon.svg). */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icons/icon-512.png', sizes: '512x512', purpose: 'any' },
  // Drawn to the edge, the glyph inside the safe circle: launchers crop it to their own shape.
  { file: 'icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
] as const;

/** The manifest's file in dist/; pages link it once settled (src/app/installability.ts). */
export const MANIFEST_FILE = WEB_APP_MANIFEST_URL.slice(1);

export interface ManifestDetails {
  name: string;
  themeColor: string;
  backgroundColor: string;
}

/**
 * The web app manifest that makes the app installable: it opens at the home page, in a window of
 * its own, and its scope is every page.
 */
export function webAppManifest({ name, themeColor, backgroundColor }: ManifestDetails) {
  return {
    id: '/',
    name,
    short_name: name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: APP_ICONS.map(({ file, sizes, purpose }) => ({
      src: `/${file}`,
      sizes,
      type: 'image/png',
      purpose,
    })),
  };
}

/**
 * Writes the manifest and copies its icons from public/ into the build, so they are assets of the
 * compilation like the rest (the service worker's precache list sees them) and a change to an
 * icon rebuilds in watch mode.
 */
export function webAppManifestPlugin(
  details: ManifestDetails,
  publicDir: string,
): webpack.WebpackPluginInstance {
  const name = 'WebAppManifest';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
        compilation.hooks.processAssets.tap({ name, stage }, () => {
          const json = `${JSON.stringify(webAppManifest(details), null, 2)}\n`;
          compilation.emitAsset(MANIFEST_FILE, new webpack.sources.RawSource(json));
          for (const { file } of APP_ICONS) {
            const source = path.join(publicDir, file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new webpack.sources.RawSource(readFileSync(source)));
          }
        });
      });
    },
  };
}
