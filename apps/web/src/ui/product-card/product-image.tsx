import { useState, type ImgHTMLAttributes } from 'react';
import { defaultImageUrl, imageUrl, type ImageKind } from '../../lib/image-url.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The path as the API gives it: relative to the image host, or absolute. */
  path: string | null | undefined;
  /** Which default image to show when the product's own image is missing or fails to load. */
  kind: ImageKind;
  alt: string;
};

/**
 * Every product image: relative paths get the image host, and a missing or broken image falls back to
 * the default of its product type (spec 1 §4.5). If even the default fails, an empty tinted box stays.
 */
export function ProductImage({ path, kind, alt, loading = 'lazy', decoding = 'async', ...rest }: Props) {
  const primary = imageUrl(path);
  const fallback = defaultImageUrl(kind);
  // Failures are remembered by URL, so a new product path gets a fresh try without an effect.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const src = primary && !failed.has(primary) ? primary : fallback;

  if (failed.has(fallback) && src === fallback) {
    return <span role={alt ? 'img' : undefined} aria-label={alt || undefined} className={rest.className} data-image-state="empty" />;
  }
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      data-image-state={src === primary ? 'loaded' : 'fallback'}
      onError={() => setFailed((set) => new Set(set).add(src))}
    />
  );
}
