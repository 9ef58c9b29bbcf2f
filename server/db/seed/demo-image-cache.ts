import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderRestaurantImage } from '@server/images/image-processing';
import {
  ALL_RENDITIONS,
  ENCODER_SETTINGS,
  type RenderedImage,
  type Rendition,
} from '@server/images/image-renditions';
import { demoImageSvg, renderDemoImage } from './demo-image';
import type { DemoRestaurant } from './demo-restaurants';

/**
 * Where demo renditions are kept between seeds. Every browser test run and every fresh `npm start`
 * seeds 150 pictures, and encoding their AVIF is most of a cold seed; only the first run pays.
 */
export const DEMO_IMAGE_CACHE = path.resolve(
  __dirname,
  '../../../node_modules/.cache/forkful-demo-images',
);

/** Draws a restaurant's picture in every rendition, from the cache when it was drawn before. */
export type DemoRenditions = (restaurant: DemoRestaurant) => Promise<RenderedImage[]>;

/**
 * The picture's source and everything its encoding depends on: a new drawing, new encoder settings
 * or another libvips (a new sharp) miss the cache instead of serving stale files.
 */
function cacheKeyOf(restaurant: DemoRestaurant): string {
  const inputs = [demoImageSvg(restaurant), ALL_RENDITIONS, ENCODER_SETTINGS, sharp.versions];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 40);
}

const fileOf = ({ width, format }: Rendition) => `${width}.${format}`;

async function readCached(folder: string): Promise<RenderedImage[] | undefined> {
  try {
    return await Promise.all(
      ALL_RENDITIONS.map(async (rendition) => ({
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

export function cachedDemoRenditions(cacheDir = DEMO_IMAGE_CACHE): DemoRenditions {
  return async (restaurant) => {
    const folder = path.join(cacheDir, cacheKeyOf(restaurant));
    const cached = await readCached(folder);
    if (cached) return cached;
    const rendered = await renderRestaurantImage(await renderDemoImage(restaurant));
    await writeCached(folder, rendered);
    return rendered;
  };
}
