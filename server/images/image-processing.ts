import sharp from 'sharp';
import {
  ALL_RENDITIONS,
  encodeRendition,
  type RenderedImage,
  type Rendition,
} from './image-renditions';

/** The bytes are not a readable JPEG or PNG, whatever the file was called. */
export class InvalidImageError extends Error {
  constructor() {
    super('Not a JPEG or PNG image');
    this.name = 'InvalidImageError';
  }
}

export type UploadFormat = 'jpeg' | 'png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** A small file can still decode to a huge bitmap; 40 megapixels is beyond any photo we need. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The format the bytes start with, or undefined for anything but JPEG and PNG. */
export function sniffImageFormat(bytes: Buffer): UploadFormat | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}

/**
 * Re-encodes an upload as `renditions` (by default every one: AVIF and WebP in each width, 16:9).
 * Throws InvalidImageError unless the bytes really are a JPEG or PNG that decodes.
 */
export async function renderRestaurantImage(
  bytes: Buffer,
  renditions: readonly Rendition[] = ALL_RENDITIONS,
): Promise<RenderedImage[]> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new InvalidImageError();
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const metadata = await source.metadata();
    if (metadata.format !== format) throw new InvalidImageError();
    // rotate() applies the EXIF orientation; the output keeps no metadata (nor any GPS tags).
    const upright = source.rotate();
    return await Promise.all(
      renditions.map(async (rendition) => ({
        ...rendition,
        data: await encodeRendition(upright, rendition),
      })),
    );
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    // sharp reports corrupt, truncated or oversized input as plain errors.
    throw new InvalidImageError();
  }
}
