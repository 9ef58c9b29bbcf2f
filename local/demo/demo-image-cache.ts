import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderRestaurantImage } from '@server/images/image-processing';
import { isProcessRunning } from '@local/shared/process-running';
import {
  ALL_RENDITIONS,
  ENCODER_SETTINGS,
  type RenderedImage,
  type Rendition,
} from '@server/images/image-renditions';
import { demoImageSvg, renderDemoImage } from './demo-image';
import type { DemoRestaurant } from './demo-restaurants';

/**
 * Where demo renditions are kept between seeds: every browser test run and every fresh `npm start`
 * seeds 150 pictures, and only the first run on a machine draws and encodes them.
 */
export const DEMO_IMAGE_CACHE = path.resolve(
  __dirname,
  '../../node_modules/.cache/forkful-demo-images',
);

/**
 * The renditions a demo picture is seeded with: its WebPs. Encoding every AVIF would make a cold
 * seed four times as long (195 s of CPU against 44 s); the image route makes each AVIF from the
 * largest WebP the first time a browser asks for it, as for images stored before AVIF.
 */
export const DEMO_RENDITIONS = ALL_RENDITIONS.filter(({ format }) => format === 'webp');

/** Draws a restaurant's picture in the seeded renditions, from the cache when drawn before. */
export type DemoRenditions = (restaurant: DemoRestaurant) => Promise<RenderedImage[]>;

/**
 * The picture's source and everything its encoding depends on: a new drawing, new encoder settings
 * or another libvips (a new sharp) miss the cache instead of serving stale files.
 */
function cacheKeyOf(restaurant: DemoRestaurant): string {
  const inputs = [demoImageSvg(restaurant), DEMO_RENDITIONS, ENCODER_SETTINGS, sharp.versions];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 40);
}

const fileOf = ({ width, format }: Rendition) => `${width}.${format}`;

async function readCached(folder: string): Promise<RenderedImage[] | undefined> {
  try {
    return await Promise.all(
      DEMO_RENDITIONS.map(async (rendition) => ({
        ...rendition,
        data: await readFile(path.join(folder, fileOf(rendition))),
      })),
    );
  } catch {
    return undefined;
  }
}

/** Written aside then renamed, so a seed running beside this one never reads half a set. */
async function writeCached(folder: string, rendered: RenderedImage[]): Promise<void> {
  const partial = `${folder}.${process.pid}.partial`;
  try {
    await mkdir(partial, { recursive: true });
    for (const image of rendered) await writeFile(path.join(partial, fileOf(image)), image.data);
    await rename(partial, folder);
  } catch {
    // A read-only node_modules or a seed that got there first: the cache is only a shortcut.
    await rm(partial, { recursive: true, force: true }).catch(() => undefined);
  }
}

const PARTIAL = /\.(\d+)\.partial$/;

/** Removes the half-written sets of seeds that were killed; those of running seeds stay. */
export async function removeLeftoverPartials(cacheDir: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  const leftovers = names.filter((name) => {
    const writer = PARTIAL.exec(name)?.[1];
    return writer !== undefined && !isProcessRunning(Number(writer));
  });
  await Promise.all(
    leftovers.map((name) => rm(path.join(cacheDir, name), { recursive: true, force: true })),
  );
}

export function cachedDemoRenditions(cacheDir = DEMO_IMAGE_CACHE): DemoRenditions {
  let cleaned: Promise<void> | undefined;
  return async (restaurant) => {
    await (cleaned ??= removeLeftoverPartials(cacheDir).catch(() => undefined));
    const folder = path.join(cacheDir, cacheKeyOf(restaurant));
    const cached = await readCached(folder);
    if (cached) return cached;
    const rendered = await renderRestaurantImage(
      await renderDemoImage(restaurant),
      DEMO_RENDITIONS,
    );
    await writeCached(folder, rendered);
    return rendered;
  };
}
