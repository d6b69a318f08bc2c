import type { ResponsiveImage } from '@/config/company';

export type PictureProps = {
  image: ResponsiveImage;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right file. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** `large` serves only the large file (lightbox); `both` lets the browser choose. */
  variant?: 'both' | 'large';
  className?: string;
};

/** WebP with a JPEG fallback, intrinsic width and height set so nothing shifts while loading. */
export function Picture({
  image,
  sizes,
  loading = 'lazy',
  fetchPriority,
  variant = 'both',
  className,
}: PictureProps) {
  const { webp, jpeg, width, height, largeWidth, largeHeight } = image;
  const large = variant === 'large';
  const srcSet = (files: { small: string; large: string }) =>
    large ? `${files.large} ${largeWidth}w` : `${files.small} ${width}w, ${files.large} ${largeWidth}w`;
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />
      <img
        src={large ? jpeg.large : jpeg.small}
        srcSet={srcSet(jpeg)}
        sizes={sizes}
        width={large ? largeWidth : width}
        height={large ? largeHeight : height}
        alt={image.alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
