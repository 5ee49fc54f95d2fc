import { describe, expect, it } from 'vitest';
import { inlinePageStyles, type PageStyles } from './page-styles.ts';

const STYLES: PageStyles = {
  '/assets/style-1.css': [
    { css: 'body{margin:0}' },
    { css: '._card_1{display:flex}', when: [['_card_1']] },
    { css: '._gallery_2{display:grid}', when: [['_gallery_2']] },
    { css: '._card_1 ._title_1,._gallery_2 ._title_1{font-weight:800}', when: [['_card_1', '_title_1'], ['_gallery_2', '_title_1']] },
    { at: '@media(min-width:641px)', rules: [{ css: '._card_1{gap:8px}', when: [['_card_1']] }] },
    { at: '@media(min-width:1024px)', rules: [{ css: '._gallery_2{gap:8px}', when: [['_gallery_2']] }] },
  ],
};
const page = (body: string) => `<html><head><link rel="stylesheet" crossorigin href="/assets/style-1.css"></head><body>${body}</body></html>`;

describe('inlinePageStyles', () => {
  it('inlines the rules the page’s classes use, in order, and links the whole file for after the first paint', () => {
    const html = inlinePageStyles(page('<div class="_card_1 x"><b class="_title_1">a</b></div>'), STYLES);
    expect(html).toContain(
      '<style>body{margin:0}._card_1{display:flex}._card_1 ._title_1,._gallery_2 ._title_1{font-weight:800}@media(min-width:641px){._card_1{gap:8px}}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/style-1.css" media="print" data-deferred-styles>',
    );
    expect(html).not.toContain('_gallery_2{');
  });

  it('leaves a stylesheet the build did not cut up as a blocking link', () => {
    const html = page('<div class="_card_1"></div>').replace('style-1', 'other');
    expect(inlinePageStyles(html, STYLES)).toBe(html);
  });

  it('keeps a `</style` in a rule from closing the element', () => {
    const html = inlinePageStyles(page(''), { '/assets/style-1.css': [{ css: 'p:after{content:"</style>"}' }] });
    expect(html).toContain('<style>p:after{content:"<\\/style>"}</style>');
  });
});
