/**
 * The built stylesheet cut into rules, each with the class names an element must carry for it to apply, so the
 * server can inline in a rendered page only the rules its HTML can use (decision 035). Runs at build time
 * (vite.config.ts `pageStyles`), on Vite's minified output; the server reads the result from
 * dist/.vite/page-styles.json (apps/server/src/platform/page-styles.ts).
 */

/**
 * A rule, or a conditional group (`@media`, `@supports`) of rules. `when` lists, per selector of the rule's
 * selector list, the classes that selector needs; a rule without `when` (an element selector, `@font-face`,
 * `@keyframes`) is always kept.
 */
export type StyleRule = { css: string; when?: string[][] } | { at: string; rules: StyleRule[] };
/** The file written beside the build: each stylesheet the HTML links, by its href, cut into rules. */
export type PageStylesManifest = Record<string, StyleRule[]>;

/** At-rules whose block holds rules (kept per inner rule); any other block (`@keyframes`, `@font-face`) is kept whole. */
const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/;

/** Index just past the quoted string that starts at `start`. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Top-level statements of a stylesheet (or of a block's inside): prelude and block body, or an at-rule statement. */
function statements(css: string): { prelude: string; body?: string; text: string }[] {
  const result: { prelude: string; body?: string; text: string }[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i);
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) < 0 ? css.length : css.indexOf('*/', i + 2) + 2;
    else if (c === ';') {
      const text = css.slice(start, i + 1).trim();
      if (text !== ';') result.push({ prelude: text, text });
      start = i = i + 1;
    } else if (c === '{') {
      const open = i;
      let depth = 1;
      i += 1;
      while (i < css.length && depth > 0) {
        const d = css[i];
        if (d === '"' || d === "'") i = skipString(css, i);
        else {
          if (d === '{') depth += 1;
          else if (d === '}') depth -= 1;
          i += 1;
        }
      }
      result.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i - 1), text: css.slice(start, i).trim() });
      start = i;
    } else i += 1;
  }
  return result;
}

/**
 * The classes each selector of a selector list needs. Functional pseudo-classes (`:not(.a)`, `:is(.a,.b)`,
 * `:has(...)`) and attribute selectors are dropped first: what they ask is not "this element has the class", so
 * a rule is kept whenever its plain classes are on the page (keeping too much is harmless, dropping is not).
 */
export function selectorClasses(selectorList: string): string[][] {
  let plain = selectorList.replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/:[\w-]+\([^()]*\)/g, '');
  }
  return plain.split(',').map((selector) => [...new Set([...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))]);
}

/** A stylesheet's rules in their order, each with what it needs (see StyleRule). */
export function styleRulesOf(css: string): StyleRule[] {
  return statements(css).map((statement): StyleRule => {
    if (statement.body !== undefined && GROUPING_AT_RULE.test(statement.prelude)) return { at: statement.prelude, rules: styleRulesOf(statement.body) };
    if (statement.body === undefined || statement.prelude.startsWith('@')) return { css: statement.text };
    const when = selectorClasses(statement.prelude);
    return when.some((classes) => classes.length === 0) ? { css: statement.text } : { css: statement.text, when };
  });
}
