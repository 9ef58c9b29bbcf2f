import type { Sharp } from 'sharp';

/** Widths rendered for every image; the largest WebP is the one `imageUrl` points at. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const LARGEST_WIDTH: ImageWidth = 1280;

/** AVIF first: it is what browsers that take it should pick; WebP is every browser's fallback. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * Encoder settings, as the home page's hero uses them (quality 50 for AVIF), except AVIF's effort:
 * 2 instead of 6. Measured on a demo image here, all four widths: effort 2 took about a fifth of
 * effort 4's time (2.1–2.7 s against 13.5–21.6 s on this loaded 2-core machine, ~0.4 s against
 * ~1.9 s when quiet) for files as small (3,397 against 3,478 bytes at 640 px); effort 0 was as
 * fast as WebP but twice the size. An upload waits for this, so speed wins.
 */
export const ENCODER_SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80 },
} as const;

export interface Rendition {
  width: ImageWidth;
  format: ImageFormat;
}

export interface RenderedImage extends Rendition {
  data: Buffer;
}

/** Every rendition an image has: each format in each width. */
export const ALL_RENDITIONS: readonly Rendition[] = IMAGE_FORMATS.flatMap((format) =>
  IMAGE_WIDTHS.map((width) => ({ width, format })),
);

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

export function isImageFormat(format: string): format is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(format);
}

/** One rendition of an upright picture: cropped to 16:9 around its most interesting part. */
export function encodeRendition(upright: Sharp, { width, format }: Rendition): Promise<Buffer> {
  const resized = upright
    .clone()
    .resize(width, Math.round((width * 9) / 16), { fit: 'cover', position: 'attention' });
  return format === 'avif'
    ? resized.avif(ENCODER_SETTINGS.avif).toBuffer()
    : resized.webp(ENCODER_SETTINGS.webp).toBuffer();
}
