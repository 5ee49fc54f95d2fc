import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_ALTERNATE_MEDIA, pageLinks } from '@minda/contracts/web-pages';
import { imageUrl } from './image-url.ts';

export type PageMeta = {
  title: string;
  description: string;
  /** Image for link previews: absolute, root-relative, or an API image path (relative to the image host). */
  image?: string;
};

/** Where the screen is: the router's location (pathname and search), on this origin. */
export type PageLocation = { pathname: string; search: string; origin: string };

/** One tag of the head: what the browser sets on the live document and the server writes into the HTML. */
export type HeadTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical' | 'alternate'; href: string | undefined; media?: string };

/** The canonical and mobile-alternate links of a location (contracts web-pages), absolute on its origin. */
export function pageLinkTags(location: PageLocation): { canonical: string; tags: HeadTag[] } {
  const links = pageLinks(location.pathname, location.search);
  const absolute = (path: string) => new URL(path, location.origin).href;
  const canonical = absolute(links.canonical);
  return {
    canonical,
    tags: [
      { kind: 'link', rel: 'canonical', href: canonical },
      { kind: 'link', rel: 'alternate', href: links.alternate === undefined ? undefined : absolute(links.alternate), media: MOBILE_ALTERNATE_MEDIA },
    ],
  };
}

/**
 * Every tag of a screen's metadata: description, Open Graph, Twitter card, canonical and mobile alternate.
 * The links come from the location (contracts web-pages), so no route has to name them; og:url is the
 * canonical address. One list for both the browser (applyPageMeta) and the server's HTML (head-html.ts).
 */
export function pageMetaTags({ title, description, image }: PageMeta, location: PageLocation): HeadTag[] {
  const links = pageLinkTags(location);
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({ kind: 'meta', attribute, key, content });
  const previewUrl = image ? new URL(imageUrl(image) ?? image, location.origin).href : undefined;
  return [
    meta('name', 'description', description),
    ...links.tags,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', '민다'),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', links.canonical),
    meta('name', 'twitter:card', previewUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(previewUrl ? [meta('property', 'og:image', previewUrl), meta('name', 'twitter:image', previewUrl)] : []),
  ];
}

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

function applyTags(tags: readonly HeadTag[]) {
  for (const tag of tags) {
    if (tag.kind === 'meta') setMeta(tag.attribute, tag.key, tag.content);
    else setLink(tag.rel, tag.href, tag.media);
  }
}

const currentLocation = (): PageLocation => ({ pathname: window.location.pathname, search: window.location.search, origin: window.location.origin });

/** Writes the canonical and mobile-alternate links of a location (contracts web-pages); returns the canonical URL. */
export function applyPageLinks(location: PageLocation = currentLocation()): string {
  const links = pageLinkTags(location);
  applyTags(links.tags);
  return links.canonical;
}

/** Sets the document title and every tag of pageMetaTags on the live document. */
export function applyPageMeta(meta: PageMeta, location: PageLocation = currentLocation()) {
  document.title = meta.title;
  applyTags(pageMetaTags(meta, location));
}

/**
 * Where a server render collects the screen's metadata (entry-server.tsx): effects do not run there, so
 * usePageMeta hands its value over while rendering. Absent in the browser.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Applies the screen's metadata, again whenever the address changes (a board page, a chip in the query). */
export function usePageMeta(meta: PageMeta) {
  const { title, description, image } = meta;
  const { pathname, search } = useLocation();
  useContext(PageMetaSink)?.(image === undefined ? { title, description } : { title, description, image });
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
