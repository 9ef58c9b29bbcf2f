import type { Restaurant } from '@contract/restaurant';

const WIDTHS = [320, 640, 960, 1280];

/** A restaurant's image fields as the API answers them, for the image stored under `base`. */
export function imageFieldsAt(
  base: string,
): Pick<Restaurant, 'imageUrl' | 'imageSrcSet' | 'imageSrcSetAvif'> {
  const srcSet = (format: string) =>
    WIDTHS.map((width) => `${base}/${width}.${format} ${width}w`).join(', ');
  return {
    imageUrl: `${base}/1280.webp`,
    imageSrcSet: srcSet('webp'),
    imageSrcSetAvif: srcSet('avif'),
  };
}
