import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A solid-colour picture, quick to make at any size (flat colour compresses to almost nothing). */
export function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
}

/** The byte offset of a PNG's IHDR chunk: right after the 8-byte signature. */
const IHDR = 8;

/** A small PNG whose header claims other dimensions (IHDR patched, its CRC recomputed). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  png.writeUInt32BE(width, IHDR + 8);
  png.writeUInt32BE(height, IHDR + 12);
  png.writeUInt32BE(crc32(png.subarray(IHDR + 4, IHDR + 8 + 13)), IHDR + 8 + 13);
  return png;
}

/** A small JPEG whose frame header (SOF0) claims other dimensions (libjpeg reads up to 65500). */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await solid(8, 8).jpeg().toBuffer());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no baseline frame header');
  // Marker (2), length (2), precision (1), then height and width.
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}
