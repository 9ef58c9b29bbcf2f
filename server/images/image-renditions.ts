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

/**
 * The 16:9 size every rendition of a `width` × `height` picture is made from: as wide as the
 * largest rendition, or as the picture's own 16:9 crop when that is narrower, so that the crop is
 * never enlarged (enlarging a 1-pixel-high picture hundreds of times is what made it costly).
 */
export function cropSizeOf(width: number, height: number): { width: number; height: number } {
  const cropWidth = Math.min(width, (height * 16) / 9);
  const cropped = Math.max(1, Math.min(LARGEST_WIDTH, Math.floor(cropWidth)));
  return { width: cropped, height: Math.max(1, Math.round((cropped * 9) / 16)) };
}

/**
 * One rendition of a 16:9 picture (the crop above, or a stored rendition): resized to its width,
 * a rounding pixel cropped from the centre. Gives up after `seconds`.
 */
export function encodeRendition(
  source: Sharp,
  { width, format }: Rendition,
  seconds: number,
): Promise<Buffer> {
  const resized = source
    .resize(width, Math.round((width * 9) / 16), { fit: 'cover' })
    .timeout({ seconds });
  return format === 'avif'
    ? resized.avif(ENCODER_SETTINGS.avif).toBuffer()
    : resized.webp(ENCODER_SETTINGS.webp).toBuffer();
}
