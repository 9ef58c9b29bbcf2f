import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import {
  InvalidImageError,
  renderRestaurantImage,
  sniffImageFormat,
} from '@server/images/image-processing';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
}

describe('sniffImageFormat', () => {
  it('goes by the leading bytes only', async () => {
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      undefined,
    );
    expect(sniffImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('renderRestaurantImage', () => {
  it.each([
    ['a portrait PNG', () => solid(600, 1200).png().toBuffer()],
    ['a wide JPEG', () => solid(3000, 800).jpeg().toBuffer()],
    ['a small PNG', () => solid(100, 80).png().toBuffer()],
  ])('renders %s as 16:9 AVIF and WebP in every width', async (_name, make) => {
    const rendered = await renderRestaurantImage(await make());
    const names = rendered.map(({ width, format }) => `${width}.${format}`);
    expect(names.sort()).toEqual(
      ['320', '640', '960', '1280'].flatMap((width) => [`${width}.avif`, `${width}.webp`]).sort(),
    );
    for (const { width, format, data } of rendered) {
      expect(await sharp(data).metadata()).toMatchObject({
        // libvips reports AVIF as its container, HEIF.
        format: format === 'avif' ? 'heif' : 'webp',
        width,
        height: Math.round((width * 9) / 16),
      });
    }
  });

  it('keeps no metadata from the upload', async () => {
    const upload = await solid(800, 450)
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .jpeg()
      .toBuffer();
    const [first] = await renderRestaurantImage(upload);
    expect((await sharp(first.data).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['text', Buffer.from('just some text')],
    ['a WebP', () => solid(10, 10).webp().toBuffer()],
    [
      'a PNG signature followed by junk',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]),
    ],
    [
      'a JPEG signature followed by junk',
      Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(64, 7)]),
    ],
  ])('refuses %s', async (_name, source) => {
    const bytes = typeof source === 'function' ? await source() : source;
    await expect(renderRestaurantImage(bytes)).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses an image that claims more pixels than it may decode to', async () => {
    await expect(
      renderRestaurantImage(await withDimensions(20_000, 20_000)),
    ).rejects.toBeInstanceOf(InvalidImageError);
  });
});

/** A small PNG whose header claims other dimensions (IHDR patched, its CRC recomputed). */
async function withDimensions(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  const ihdr = 8;
  png.writeUInt32BE(width, ihdr + 8);
  png.writeUInt32BE(height, ihdr + 12);
  png.writeUInt32BE(crc32(png.subarray(ihdr + 4, ihdr + 8 + 13)), ihdr + 8 + 13);
  return png;
}
