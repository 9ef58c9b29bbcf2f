import styled from 'styled-components';
import hero640Avif from '@/assets/hero-640.avif';
import hero1280Avif from '@/assets/hero-1280.avif';
import hero1920Avif from '@/assets/hero-1920.avif';
import hero640 from '@/assets/hero-640.webp';
import hero1280 from '@/assets/hero-1280.webp';
import hero1920 from '@/assets/hero-1920.webp';

const avifSet = `${hero640Avif} 640w, ${hero1280Avif} 1280w, ${hero1920Avif} 1920w`;
const webpSet = `${hero640} 640w, ${hero1280} 1280w, ${hero1920} 1920w`;

// The shown height is fixed by CSS before the image arrives, so nothing below it moves.
const Image = styled.img`
  width: 100%;
  height: clamp(14rem, 40vw, ${({ theme }) => theme.layout.heroMaxHeight});
  max-height: ${({ theme }) => theme.layout.heroMaxHeight};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.brandStronger};
`;

/** The banner of the home page: AVIF where the browser takes it, WebP otherwise. */
export function Hero() {
  return (
    <picture>
      <source type="image/avif" srcSet={avifSet} sizes="100vw" />
      <Image
        src={hero1280}
        srcSet={webpSet}
        sizes="100vw"
        width={1920}
        height={960}
        alt="Takeaway dishes on a wooden table: pizza, noodles, salad, a burger and fries"
        fetchPriority="high"
      />
    </picture>
  );
}
