import fs from 'node:fs';
import path from 'node:path';

/**
 * The first paint of a rendered page without the render-blocking stylesheet (decision 035): the page carries
 * in a <style> the rules of the build's stylesheet that its HTML can use, and links the whole file for after
 * the first paint. The rules come cut up by the web build (apps/web/src/lib/page-styles.ts, written to
 * dist/.vite/page-styles.json); a build without that file (an older build) keeps its blocking link.
 */

/** A rule with the classes each selector of its list needs (none: always kept), or a `@media`/`@supports` group. */
type StyleRule = { css: string; when?: string[][] } | { at: string; rules: StyleRule[] };
/** Each stylesheet the build's index.html links, by href, cut into rules. */
export type PageStyles = Record<string, StyleRule[]>;

export function readPageStyles(webDistDir: string): PageStyles | undefined {
  const file = path.join(webDistDir, '.vite', 'page-styles.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PageStyles) : undefined;
}

/** The classes a page's HTML puts on its elements (React writes every one as class="..."). */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The rules, in their order, that can apply to an element with these classes. */
function usedCss(rules: StyleRule[], classes: Set<string>): string {
  let css = '';
  for (const rule of rules) {
    if ('at' in rule) {
      const inner = usedCss(rule.rules, classes);
      if (inner) css += `${rule.at}{${inner}}`;
    } else if (!rule.when || rule.when.some((needed) => needed.every((name) => classes.has(name)))) css += rule.css;
  }
  return css;
}

const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g;

/**
 * A filled page with each known stylesheet link replaced by the rules the page uses and the link again, as
 * `media="print"`: fetched without blocking the first paint, then switched on by the browser entry
 * (apps/web/src/lib/deferred-styles.ts) before the app draws anything those rules may lack. The whole file
 * comes after the inlined rules, in the same order, so every rule keeps its place in the cascade.
 */
export function inlinePageStyles(page: string, styles: PageStyles): string {
  const classes = classesOf(page);
  return page.replace(STYLESHEET_LINK, (link, crossorigin: string | undefined, href: string) => {
    const rules = styles[href];
    if (!rules) return link;
    // The stylesheet is our build's; a `</style` in one of its strings would still end the element early.
    const css = usedCss(rules, classes).replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style><link rel="stylesheet"${crossorigin ?? ''} href="${href}" media="print" data-deferred-styles>`;
  });
}
