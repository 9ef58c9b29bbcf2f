export interface ResponsivePictureProps {
  /** The fallback every browser can show. */
  src: string;
  /** WebP renditions (`…/640.webp 640w, …`), for browsers without AVIF. */
  srcSet: string | undefined;
  /** The same widths in AVIF, offered first: smaller files where the browser takes them. */
  avifSrcSet: string | undefined;
  /** How wide the picture is shown at each breakpoint, so the browser fetches the right width. */
  sizes: string;
  /** The intrinsic size, so the browser keeps room for the picture before it arrives. */
  width: number;
  height: number;
  alt: string;
  /**
   * In view when the page opens (a page's largest picture): fetched at once and before other
   * images. Others wait until they are scrolled near.
   */
  priority: boolean;
  className?: string;
}

/** A picture in AVIF where the browser takes it and WebP otherwise, as the home page's hero. */
export function ResponsivePicture(props: ResponsivePictureProps) {
  const { avifSrcSet, srcSet, sizes, priority, className, alt, ...image } = props;
  return (
    <picture className={className}>
      {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />}
      <img
        {...image}
        alt={alt}
        srcSet={srcSet || undefined}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}
