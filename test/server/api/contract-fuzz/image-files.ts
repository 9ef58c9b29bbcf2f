import fc from 'fast-check';
import { imagePixelProblem, RESTAURANT_MESSAGES } from '@contract/restaurant';
import { jpegClaiming, pngClaiming, solid } from '../../images/image-fixtures';

/**
 * An image file as the fuzz sends it, named rather than held so that a failing case prints
 * readably: drawn at its size (and maybe cut short), a tiny file whose header claims a size, or
 * junk after a signature; under any file name and content type, right or wrong.
 */
export type ImageFile = (
  | { kind: 'drawn'; format: 'png' | 'jpeg'; width: number; height: number; keep?: number }
  | { kind: 'claimed'; format: 'png' | 'jpeg'; width: number; height: number }
  | { kind: 'junk'; format: 'png' | 'jpeg'; junk: Uint8Array }
) & { filename: string; type: string };

/** Sides at and around every limit, and anything between. */
const side = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(1, 2, 179, 180, 181, 320, 1440, 1441, 10_000, 10_001) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 3_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5_000, max: 10_000 }) },
);
/** Drawn pictures stay cheap to make: past the pixel limit, headers claim the size instead. */
const DRAWN_PIXELS = 50_000_000;

const format = fc.constantFrom<'png' | 'jpeg'>('png', 'jpeg');
const naming = fc.record({
  filename: fc.constantFrom('photo.png', 'photo.jpg', 'photo.jpeg', 'photo.gif', 'photo', 'a.webp'),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'application/octet-stream', ''),
});

/** Mostly the whole file; now and then a part of it (at least its first byte). */
const keep = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
);
const drawn = fc
  .record({ format, width: side, height: side, keep })
  .filter(({ width, height }) => width * height <= DRAWN_PIXELS)
  .map((file) => ({ kind: 'drawn' as const, ...file }));
/** What a header may claim: a JPEG's sides are 16-bit, a PNG's up to 2^31 - 1. */
const claimedSide = fc.oneof(side, fc.integer({ min: 1, max: 65_500 }), fc.constant(100_000));
const claimed = fc
  .record({ format, width: claimedSide, height: claimedSide })
  .filter(({ format, width, height }) => format === 'png' || Math.max(width, height) <= 65_500)
  .map((file) => ({ kind: 'claimed' as const, ...file }));
const junk = fc
  .record({ format, junk: fc.uint8Array({ maxLength: 200 }) })
  .map((file) => ({ kind: 'junk' as const, ...file }));

export const imageFiles: fc.Arbitrary<ImageFile> = fc
  .tuple(fc.oneof({ weight: 3, arbitrary: drawn }, claimed, junk), naming)
  .map(([file, names]) => ({ ...file, ...names }));

const SIGNATURES = { png: '89504e470d0a1a0a', jpeg: 'ffd8ff' };

export async function bytesOf(file: ImageFile): Promise<Buffer> {
  if (file.kind === 'junk') {
    return Buffer.concat([Buffer.from(SIGNATURES[file.format], 'hex'), file.junk]);
  }
  const { format, width, height } = file;
  if (file.kind === 'claimed') {
    return format === 'png' ? pngClaiming(width, height) : jpegClaiming(width, height);
  }
  const picture = solid(width, height);
  const whole = await (format === 'png' ? picture.png() : picture.jpeg()).toBuffer();
  if (file.keep === undefined) return whole;
  return whole.subarray(0, Math.max(1, Math.floor(whole.length * file.keep)));
}

const NOT_AN_IMAGE = `imageFile: ${RESTAURANT_MESSAGES.imageType}`;

/**
 * The messages a refusal of `file` may carry, or undefined when it must be accepted. A file cut
 * short may have lost its header (not an image) or only its end (accepted, or not an image).
 */
export function refusalsOf(file: ImageFile): string[] | undefined {
  if (file.kind === 'junk') return [NOT_AN_IMAGE];
  const problem = imagePixelProblem(file.width, file.height);
  const outside = problem && `imageFile: ${problem}`;
  if (file.kind === 'claimed') return [outside || NOT_AN_IMAGE];
  if (file.keep === undefined) return outside ? [outside] : undefined;
  return outside ? [outside, NOT_AN_IMAGE] : [NOT_AN_IMAGE, 'accepted'];
}
