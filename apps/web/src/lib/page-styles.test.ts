import { describe, expect, it } from 'vitest';
import { selectorClasses, styleRulesOf } from './page-styles.ts';

describe('styleRulesOf', () => {
  it('cuts a minified stylesheet into its rules, in order, each with the classes it needs', () => {
    const css = '._card_a1{display:flex}._card_a1 ._title_a1,._name_b2{font-weight:800}body{margin:0}';
    expect(styleRulesOf(css)).toEqual([
      { css: '._card_a1{display:flex}', when: [['_card_a1']] },
      { css: '._card_a1 ._title_a1,._name_b2{font-weight:800}', when: [['_card_a1', '_title_a1'], ['_name_b2']] },
      { css: 'body{margin:0}' },
    ]);
  });

  it('keeps @media groups per rule and other at-rules whole', () => {
    const css = '@media(min-width:641px){._a_1{color:red}html{color:blue}}@keyframes _in_1{0%{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(styleRulesOf(css)).toEqual([
      { at: '@media(min-width:641px)', rules: [{ css: '._a_1{color:red}', when: [['_a_1']] }, { css: 'html{color:blue}' }] },
      { css: '@keyframes _in_1{0%{opacity:0}to{opacity:1}}' },
      { css: '@font-face{font-family:x;src:url(x.woff2)}' },
    ]);
  });

  it('reads braces and semicolons inside strings as text', () => {
    const css = '._q_1:before{content:"{;}"}._r_1{color:red}';
    expect(styleRulesOf(css).map((rule) => ('css' in rule ? rule.css : ''))).toEqual(['._q_1:before{content:"{;}"}', '._r_1{color:red}']);
  });
});

describe('selectorClasses', () => {
  it('does not require the classes of :not(), :is(), :has() or an attribute selector', () => {
    expect(selectorClasses('._a_1:not(._b_1) ._c_1[data-x=".y"]')).toEqual([['_a_1', '_c_1']]);
    expect(selectorClasses(':is(._a_1,._b_1) span')).toEqual([[]]);
  });
});
