import type { DOMPurify } from 'dompurify';

/** Admin notice HTML without scripts, event handler attributes or javascript: links. */
export function sanitizeWith(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'] });
}

/** Loads DOMPurify only when a notice is about to show, so the home's initial script does not carry it. */
export async function sanitizeNotice(html: string): Promise<string> {
  const { default: purify } = await import('dompurify');
  return sanitizeWith(purify, html);
}
