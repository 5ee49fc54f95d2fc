import type { HeadTag } from './page-meta.ts';

/** Text and attribute values in HTML: the five characters that could end a value or open a tag. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON inside a <script> data block: `<` is written as \u003c so no value can close the element
 * (`</script>`) or open a comment; U+2028/2029 are escaped for parsers that still treat them as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function tagHtml(tag: HeadTag): string {
  if (tag.kind === 'meta') return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`;
  if (tag.href === undefined) return '';
  return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}"${tag.media ? ` media="${escapeHtml(tag.media)}"` : ''} />`;
}

/** The head of a server-rendered page: its title, pageMetaTags and its structured data blocks. */
export function headHtml(title: string, tags: readonly HeadTag[], structuredData: readonly object[]): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(tagHtml).filter(Boolean),
    ...structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}
