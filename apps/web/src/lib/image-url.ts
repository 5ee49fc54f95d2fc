/** Product lines that have their own default image (spec 1 §4.5: fallback per product type). */
export type ImageKind = 'stay' | 'tour' | 'hotel' | 'profile';

const DEFAULT_IMAGE_HOST = '/uploads/';

/** The image host always ends with one slash, so joining never doubles or drops it. */
export function normalizeImageHost(host: string | undefined): string {
  const value = host?.trim() || DEFAULT_IMAGE_HOST;
  return value.endsWith('/') ? value : `${value}/`;
}

export const IMAGE_HOST = normalizeImageHost(import.meta.env.VITE_IMAGE_HOST as string | undefined);

/** Absolute URLs (http…, protocol-relative //…), root paths (/…) and inline data pass through untouched. */
const PASS_THROUGH = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

/**
 * The URL of an image path as the API returns it: relative paths ("stays/1001/main.svg") are relative to
 * the image host. Undefined for an empty path, so callers can fall back to a default.
 */
export function imageUrl(path: string | null | undefined, host: string = IMAGE_HOST): string | undefined {
  const value = path?.trim();
  if (!value) return undefined;
  if (PASS_THROUGH.test(value)) return value;
  return `${normalizeImageHost(host)}${value.replace(/^\.?\/+/, '')}`;
}

/** The per-type default image the seed provides (uploads/default/{kind}.svg). */
export function defaultImageUrl(kind: ImageKind, host: string = IMAGE_HOST): string {
  return `${normalizeImageHost(host)}default/${kind}.svg`;
}
