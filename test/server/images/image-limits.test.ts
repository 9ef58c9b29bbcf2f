import { IMAGE_PIXEL_LIMITS, imagePixelProblem, MAX_IMAGE_PIXELS } from '@contract/restaurant';
import { cropSizeOf } from '@server/images/image-renditions';

const SIDES =
  'each side must be between 180 and 10,000 pixels and the longer at most 8 times the shorter';

describe('imagePixelProblem', () => {
  it.each([
    [180, 180],
    [320, 180],
    [200, 1_600],
    [1_600, 200],
    [10_000, 4_000],
    [8_000, 5_000],
  ])('takes %d × %d', (width, height) => {
    expect(imagePixelProblem(width, height)).toBeUndefined();
  });

  it.each([
    [20_000, 1],
    [1_000, 1],
    [320, 1],
    [179, 400],
    [10_001, 2_000],
    [200, 1_601],
    [180, 1_441],
  ])('names the sides rule for %d × %d', (width, height) => {
    expect(imagePixelProblem(width, height)).toBe(`image is ${width} × ${height} pixels; ${SIDES}`);
  });

  it('names the pixel limit, rounded up so that it never reads as within it', () => {
    expect(imagePixelProblem(8_000, 6_000)).toBe(
      'image is 8000 × 6000 pixels (48 megapixels); at most 40 megapixels',
    );
    expect(imagePixelProblem(8_000, 5_001)).toBe(
      'image is 8000 × 5001 pixels (40.1 megapixels); at most 40 megapixels',
    );
  });

  it('agrees with the count of pixels sharp is limited to', () => {
    expect(MAX_IMAGE_PIXELS).toBe(IMAGE_PIXEL_LIMITS.maxMegapixels * 1_000_000);
  });
});

describe('cropSizeOf', () => {
  it.each([
    [4_000, 3_000, 1_280, 720],
    [180, 180, 180, 101],
    [320, 180, 320, 180],
    [200, 1_600, 200, 113],
    [1_600, 200, 355, 200],
    [1_280, 720, 1_280, 720],
    [10_000, 1_250, 1_280, 720],
  ])('crops %d × %d to %d × %d, never larger than the picture', (w, h, width, height) => {
    expect(cropSizeOf(w, h)).toEqual({ width, height });
  });
});
