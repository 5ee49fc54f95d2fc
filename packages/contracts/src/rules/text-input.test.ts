import { describe, expect, it } from 'vitest';
import { findUncleanText, hasBidiControl, hasControlCharacter, hasLoneSurrogate, isCleanName } from './text-input.ts';

describe('text input rule', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', '\u0007'],
    ['vertical tab', 'a\u000Bb'],
    ['escape', '\u001B[31m'],
    ['DEL', 'x\u007F'],
  ])('refuses %s', (_name, text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it('keeps tab, new lines, Hangul and emoji', () => {
    expect(hasControlCharacter('첫 줄\r\n둘째\t줄 😀')).toBe(false);
  });

  it('refuses direction overrides and isolates in names only', () => {
    expect(hasBidiControl('abc\u202Efdp.exe')).toBe(true);
    expect(hasBidiControl('\u2067이름\u2069')).toBe(true);
    expect(isCleanName('abc\u202Efdp')).toBe(false);
    expect(isCleanName('여행자 Kim')).toBe(true);
    expect(hasControlCharacter('abc\u202Efdp')).toBe(false);
  });

  it('refuses lone surrogates in names, keeps whole pairs (emoji)', () => {
    expect(hasLoneSurrogate('여행\uD800자')).toBe(true);
    expect(hasLoneSurrogate('\uDC00abc')).toBe(true);
    expect(isCleanName('여행\uD800')).toBe(false);
    expect(isCleanName('여행자 😀')).toBe(true);
  });

  it('names the first unclean place in a nested value, keys included', () => {
    expect(findUncleanText({ a: 'ok', list: ['x', 'y\u0000'] }, 'body')).toBe('body.list.1');
    expect(findUncleanText({ q: { 'k\u0000': 1 } }, 'querystring')).toBe('querystring.q');
    expect(findUncleanText({ n: 1, b: true, s: '정상' }, 'body')).toBeNull();
    expect(findUncleanText(undefined, 'params')).toBeNull();
  });

  it('refuses a value nested deeper than any contract', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(findUncleanText(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
