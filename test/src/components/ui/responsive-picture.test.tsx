import { render } from '@testing-library/react';
import { ResponsivePicture } from '@/components/ui/responsive-picture';

const picture = {
  src: 'http://api.test/images/a/1280.webp',
  srcSet: 'http://api.test/images/a/640.webp 640w, http://api.test/images/a/1280.webp 1280w',
  avifSrcSet: 'http://api.test/images/a/640.avif 640w, http://api.test/images/a/1280.avif 1280w',
  sizes: '(min-width: 768px) 50vw, 100vw',
  width: 1280,
  height: 720,
  alt: '',
};

describe('ResponsivePicture', () => {
  it('offers AVIF first and WebP to the img, both at the same sizes, with room kept', () => {
    const { container } = render(<ResponsivePicture {...picture} priority={false} />);
    const [source, image] = Array.from(container.querySelector('picture')!.children);
    expect(source.tagName).toBe('SOURCE');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', picture.avifSrcSet);
    expect(source).toHaveAttribute('sizes', picture.sizes);
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('srcset', picture.srcSet);
    expect(image).toHaveAttribute('sizes', picture.sizes);
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('fetches a priority picture at once and before others', () => {
    const { container } = render(<ResponsivePicture {...picture} priority />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves the AVIF source out when there is none', () => {
    const { container } = render(
      <ResponsivePicture {...picture} avifSrcSet={undefined} srcSet="" priority={false} />,
    );
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });
});
