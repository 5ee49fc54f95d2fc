import { useEffect } from 'react';

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
};

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the document title and the share metadata (description, Open Graph, Twitter card) of a screen. */
export function applyPageMeta({ title, description, image }: PageMeta, url: string = window.location.href) {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', '민다');
  setMeta('property', 'og:locale', 'ko_KR');
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', url);
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  if (image) {
    const absolute = new URL(image, window.location.origin).href;
    setMeta('property', 'og:image', absolute);
    setMeta('name', 'twitter:image', absolute);
  }
}

export function usePageMeta(meta: PageMeta) {
  const { title, description, image } = meta;
  useEffect(() => {
    applyPageMeta(image === undefined ? { title, description } : { title, description, image });
  }, [title, description, image]);
}
