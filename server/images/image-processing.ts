import sharp from 'sharp';
import { imagePixelProblem, MAX_IMAGE_PIXELS } from '@contract/restaurant';
import {
  deadlineIn,
  ImageLimitError,
  ImageTimeoutError,
  InvalidImageError,
  isSharpTimeout,
} from './image-errors';
import {
  ALL_RENDITIONS,
  cropSizeOf,
  encodeRendition,
  type RenderedImage,
  type Rendition,
} from './image-renditions';
import { imageWork, type ImageWorkQueue } from './image-work';

export type UploadFormat = 'jpeg' | 'png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The time one image gets, from when its work starts: far more than a 40-megapixel photo takes
 * on a loaded 2-core machine (about 2 s), so only a stuck or starved render runs into it.
 */
export const IMAGE_TIME_LIMIT_SECONDS = 30;

/** The format the bytes start with, or undefined for anything but JPEG and PNG. */
export function sniffImageFormat(bytes: Buffer): UploadFormat | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}

/**
 * The upright size of a JPEG or PNG, read from its header alone (nothing is decoded). Throws
 * InvalidImageError for other bytes and ImageLimitError (naming the limit) for an image outside
 * the contract's pixel limits.
 */
export async function readImageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new InvalidImageError();
  // No pixel limit here: it would refuse the header of a too large image without its size.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (metadata?.format !== format || !metadata.width || !metadata.height) {
    throw new InvalidImageError();
  }
  const problem = imagePixelProblem(metadata.width, metadata.height);
  if (problem) throw new ImageLimitError(problem);
  return metadata.autoOrient;
}

export interface RenderOptions {
  /** Refuse (ImageBusyError) rather than wait behind this many other images. */
  maxWaiting?: number;
  queue?: ImageWorkQueue;
  timeLimitSeconds?: number;
}

/**
 * Re-encodes an upload as `renditions` (by default every one: AVIF and WebP in each width, 16:9).
 * Throws InvalidImageError unless the bytes really are a JPEG or PNG that decodes,
 * ImageLimitError for one outside the pixel limits (before any decoding, and before waiting for
 * the queue), ImageBusyError when `maxWaiting` others wait, ImageTimeoutError after the time limit.
 */
export async function renderRestaurantImage(
  bytes: Buffer,
  renditions: readonly Rendition[] = ALL_RENDITIONS,
  {
    maxWaiting,
    queue = imageWork,
    timeLimitSeconds = IMAGE_TIME_LIMIT_SECONDS,
  }: RenderOptions = {},
): Promise<RenderedImage[]> {
  const size = await readImageSize(bytes);
  return queue.run(
    async () => {
      const secondsLeft = deadlineIn(timeLimitSeconds);
      const crop = await cropOf(bytes, size, secondsLeft());
      const rendered: RenderedImage[] = [];
      // One at a time: each holds a libuv thread that other requests need too.
      for (const rendition of renditions) {
        const data = await encodeRendition(crop(), rendition, secondsLeft()).catch(timedOut);
        rendered.push({ ...rendition, data });
      }
      return rendered;
    },
    { maxWaiting },
  );
}

/**
 * The 16:9 crop the renditions are encoded from, decoded once, around the most interesting part
 * (sharp's attention strategy), upright and without metadata (nor any GPS tags), kept raw.
 */
async function cropOf(bytes: Buffer, size: { width: number; height: number }, seconds: number) {
  const { width, height } = cropSizeOf(size.width, size.height);
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .timeout({ seconds })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      // sharp reports corrupt or truncated input as plain errors.
      throw isSharpTimeout(error) ? new ImageTimeoutError() : new InvalidImageError();
    });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return () => sharp(data, { raw });
}

function timedOut(error: unknown): never {
  throw isSharpTimeout(error) ? new ImageTimeoutError() : error;
}
