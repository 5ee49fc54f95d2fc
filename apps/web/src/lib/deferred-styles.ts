/**
 * The whole stylesheet of a server-rendered page: the page carries the rules its HTML uses and links the file
 * as `media="print"`, so the file does not block the first paint (apps/server/src/platform/page-styles.ts,
 * decision 035). This switches it on and resolves once it is in (or failed), so the app renders nothing the
 * inlined rules may lack (a popup, the next route) before it. A page without such a link resolves at once.
 */
export function applyDeferredStyles(document: Document): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-styles]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.sheet) resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.media = 'all';
        }),
    ),
  ).then(() => undefined);
}
