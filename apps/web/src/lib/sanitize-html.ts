import type { DOMPurify } from 'dompurify';

/** HTML from data (operator notices, events, posts) without scripts, styles, forms, frames or event handlers. */
export function sanitizeWith(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'button'] });
}

/** DOMPurify loads only when a body is about to show, so pages that never show HTML from data do not carry it. */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: purify } = await import('dompurify');
  return sanitizeWith(purify, html);
}
