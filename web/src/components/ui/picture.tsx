import type { ImageFile, ResponsiveImage } from '@/config/company';

export type PictureProps = {
  image: ResponsiveImage;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right file. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** `large` serves only the largest file (lightbox); `all` lets the browser choose. */
  variant?: 'all' | 'large';
  className?: string;
};

/**
 * AVIF, else WebP, else JPEG (each browser takes the first format it knows), intrinsic width and
 * height set so nothing shifts while loading.
 */
export function Picture({
  image,
  sizes,
  loading = 'lazy',
  fetchPriority,
  variant = 'all',
  className,
}: PictureProps) {
  const shown = variant === 'large' ? (image.files.at(-1) ?? image.files[0]) : image.files[0];
  const files: readonly ImageFile[] = variant === 'large' ? [shown] : image.files;
  const srcSet = (format: 'avif' | 'webp' | 'jpeg') =>
    files.map((file) => `${file[format]} ${file.width}w`).join(', ');
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={shown.jpeg}
        srcSet={srcSet('jpeg')}
        sizes={sizes}
        width={shown.width}
        height={Math.round((shown.width * image.height) / image.width)}
        alt={image.alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
