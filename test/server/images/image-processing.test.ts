import sharp from 'sharp';
import { ImageLimitError, ImageTimeoutError, InvalidImageError } from '@server/images/image-errors';
import {
  readImageSize,
  renderRestaurantImage,
  sniffImageFormat,
} from '@server/images/image-processing';
import { createImageWorkQueue } from '@server/images/image-work';
import { jpegClaiming, pngClaiming, solid } from './image-fixtures';

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
    ['a PNG as small as the limits allow', () => solid(180, 180).png().toBuffer()],
    ['a PNG as tall as the limits allow', () => solid(180, 1440).png().toBuffer()],
    ['a PNG as wide as the limits allow', () => solid(1440, 180).png().toBuffer()],
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

  it('refuses an image that claims more pixels than it may decode to, naming the limit', async () => {
    const refusal = renderRestaurantImage(await pngClaiming(20_000, 20_000));
    await expect(refusal).rejects.toBeInstanceOf(ImageLimitError);
    await expect(refusal).rejects.toThrow('image is 20000 × 20000 pixels; each side must be');
  });

  it('refuses an image outside the limits without waiting for the queue', async () => {
    const queue = createImageWorkQueue(1);
    let finish = () => {};
    const busy = queue.run(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(
      renderRestaurantImage(await solid(320, 1).png().toBuffer(), undefined, { queue }),
    ).rejects.toBeInstanceOf(ImageLimitError);
    finish();
    await busy;
  });

  it('gives up once the time limit has passed', async () => {
    await expect(
      renderRestaurantImage(await solid(400, 300).png().toBuffer(), undefined, {
        timeLimitSeconds: 0,
      }),
    ).rejects.toBeInstanceOf(ImageTimeoutError);
  });
});

describe('readImageSize', () => {
  it('reads the size from the header, upright', async () => {
    const rotated = await solid(300, 900).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    await expect(readImageSize(rotated)).resolves.toEqual({ width: 900, height: 300 });
    await expect(readImageSize(await pngClaiming(9_000, 4_000))).resolves.toEqual({
      width: 9_000,
      height: 4_000,
    });
  });

  it.each([
    ['a PNG', pngClaiming, 100_000, 100_000],
    ['a PNG', pngClaiming, 20_000, 1],
    ['a JPEG', jpegClaiming, 60_000, 60_000],
    ['a JPEG', jpegClaiming, 1, 1_000],
    ['a PNG', pngClaiming, 8_000, 6_000],
  ])('refuses %s that claims %d × %d', async (_name, forge, width, height) => {
    await expect(readImageSize(await forge(width, height))).rejects.toThrow(
      `image is ${width} × ${height} pixels`,
    );
  });

  it('refuses a header that is not a JPEG or PNG one', async () => {
    const png = await pngClaiming(400, 400);
    await expect(readImageSize(png.subarray(0, 20))).rejects.toBeInstanceOf(InvalidImageError);
  });
});
