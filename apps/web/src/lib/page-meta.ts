import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_ALTERNATE_MEDIA, pageLinks } from '@minda/contracts/web-pages';

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
};

/** Where the screen is: the router's location (pathname and search), on this origin. */
export type PageLocation = { pathname: string; search: string; origin: string };

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Sets or removes one <link rel> of the head (the alternate goes away on a page without a mobile twin). */
function setLink(rel: 'canonical' | 'alternate', href: string | undefined, media?: string) {
  const selector = `link[rel="${rel}"]${media ? `[media="${media}"]` : ''}`;
  let element = document.head.querySelector<HTMLLinkElement>(selector);
  if (href === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    if (media) element.media = media;
    document.head.append(element);
  }
  element.href = href;
}

const currentLocation = (): PageLocation => ({ pathname: window.location.pathname, search: window.location.search, origin: window.location.origin });

/** Writes the canonical and mobile-alternate links of a location (contracts web-pages); returns the canonical URL. */
export function applyPageLinks(location: PageLocation = currentLocation()): string {
  const links = pageLinks(location.pathname, location.search);
  const absolute = (path: string) => new URL(path, location.origin).href;
  const canonical = absolute(links.canonical);
  setLink('canonical', canonical);
  setLink('alternate', links.alternate === undefined ? undefined : absolute(links.alternate), MOBILE_ALTERNATE_MEDIA);
  return canonical;
}

/**
 * Sets the document title, the share metadata (description, Open Graph, Twitter card) and the canonical and
 * mobile-alternate links of a screen. The links come from the location (contracts web-pages), so no route
 * has to name them; og:url is the canonical address.
 */
export function applyPageMeta({ title, description, image }: PageMeta, location: PageLocation = currentLocation()) {
  const canonical = applyPageLinks(location);
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', '민다');
  setMeta('property', 'og:locale', 'ko_KR');
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', canonical);
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  if (image) {
    const imageUrl = new URL(image, location.origin).href;
    setMeta('property', 'og:image', imageUrl);
    setMeta('name', 'twitter:image', imageUrl);
  }
}

/** Applies the screen's metadata, again whenever the address changes (a board page, a chip in the query). */
export function usePageMeta(meta: PageMeta) {
  const { title, description, image } = meta;
  const { pathname, search } = useLocation();
  useEffect(() => {
    const location = { pathname, search, origin: window.location.origin };
    applyPageMeta(image === undefined ? { title, description } : { title, description, image }, location);
  }, [title, description, image, pathname, search]);
}

/**
 * Only the canonical and alternate links, for a layout whose screens set their title some other way (the
 * member pages use React's <title>): one call in a layout covers every screen under it.
 */
export function usePageLinks() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    applyPageLinks({ pathname, search, origin: window.location.origin });
  }, [pathname, search]);
}
