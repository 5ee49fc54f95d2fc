import { describe, expect, it } from 'vitest';
import {
  composeJamo, decomposeSyllable, findMatch, hasLatinLetter, initialsOf, isHangulSyllable, isInitialsQuery, queryKeyForms, qwertyToHangul,
  qwertyToJamo, searchKeys,
} from './hangul.ts';

describe('decomposeSyllable', () => {
  it('splits a syllable into initial, medial and final', () => {
    expect(decomposeSyllable('런')).toEqual({ initial: 'ㄹ', medial: 'ㅓ', final: 'ㄴ' });
    expect(decomposeSyllable('파')).toEqual({ initial: 'ㅍ', medial: 'ㅏ', final: '' });
    expect(decomposeSyllable('닭')).toEqual({ initial: 'ㄷ', medial: 'ㅏ', final: 'ㄺ' });
    expect(decomposeSyllable('가')).toEqual({ initial: 'ㄱ', medial: 'ㅏ', final: '' });
    expect(decomposeSyllable('힣')).toEqual({ initial: 'ㅎ', medial: 'ㅣ', final: 'ㅎ' });
  });
  it('answers null for anything but a syllable', () => {
    expect(decomposeSyllable('ㄹ')).toBeNull();
    expect(decomposeSyllable('a')).toBeNull();
    expect(isHangulSyllable('런')).toBe(true);
    expect(isHangulSyllable('ㄹ')).toBe(false);
  });
});

describe('searchKeys', () => {
  it('turns syllables into 2-set keystrokes', () => {
    expect(searchKeys('런던')).toBe('ㄹㅓㄴㄷㅓㄴ');
    expect(searchKeys('파리')).toBe('ㅍㅏㄹㅣ');
  });
  it('splits jamo typed with two keys', () => {
    expect(searchKeys('과')).toBe('ㄱㅗㅏ');
    expect(searchKeys('닭')).toBe('ㄷㅏㄹㄱ');
    expect(searchKeys('의')).toBe('ㅇㅡㅣ');
    expect(searchKeys('ㅘ')).toBe('ㅗㅏ');
    expect(searchKeys('값')).toBe('ㄱㅏㅂㅅ');
  });
  it('keeps double consonants and shifted vowels as one key', () => {
    expect(searchKeys('까')).toBe('ㄲㅏ');
    expect(searchKeys('얘')).toBe('ㅇㅒ');
    expect(searchKeys('있')).toBe('ㅇㅣㅆ');
  });
  it('lower-cases, drops accents and whitespace', () => {
    expect(searchKeys('  Hotel   Lumière ')).toBe('hotellumiere');
    expect(searchKeys('파리 민박')).toBe(searchKeys('파리민박'));
  });
  it('makes a half-typed last syllable a prefix of the name', () => {
    expect(searchKeys('런던').startsWith(searchKeys('런ㄷ'))).toBe(true);
    expect(searchKeys('파리').startsWith(searchKeys('파ㄹ'))).toBe(true);
    expect(searchKeys('런던').startsWith(searchKeys('러'))).toBe(true);
  });
});

describe('initialsOf', () => {
  it('keeps the initial consonant of each syllable only', () => {
    expect(initialsOf('런던')).toBe('ㄹㄷ');
    expect(initialsOf('파리 Opera 호텔')).toBe('ㅍㄹㅎㅌ');
    expect(initialsOf('까치')).toBe('ㄲㅊ');
    expect(initialsOf('Paris')).toBe('');
  });
  it('recognises an initial-consonant query', () => {
    expect(isInitialsQuery('ㄹㄷ')).toBe(true);
    expect(isInitialsQuery('ㅍ ㄹ')).toBe(true);
    expect(isInitialsQuery('런ㄷ')).toBe(false);
    expect(isInitialsQuery('ㅏ')).toBe(false);
    expect(isInitialsQuery('  ')).toBe(false);
  });
});

describe('English keyboard mode (두벌식)', () => {
  it('maps keys to jamo', () => {
    expect(qwertyToJamo('fjsejs')).toBe('ㄹㅓㄴㄷㅓㄴ');
    // The example: k is ㅏ, so fjseks is 런단 (the server still finds 런던 by its shortened-query fallback).
    expect(qwertyToJamo('fjseks')).toBe('ㄹㅓㄴㄷㅏㄴ');
    expect(qwertyToJamo('vkfl')).toBe('ㅍㅏㄹㅣ');
    expect(qwertyToJamo('Rk')).toBe('ㄲㅏ');
    expect(qwertyToJamo('Fjsejs')).toBe('ㄹㅓㄴㄷㅓㄴ');
  });
  it('composes syllables like an IME', () => {
    expect(qwertyToHangul('fjsejs')).toBe('런던');
    expect(qwertyToHangul('fjseks')).toBe('런단');
    expect(qwertyToHangul('vkfl')).toBe('파리');
    expect(qwertyToHangul('ekfr')).toBe('닭');
    expect(qwertyToHangul('ekfrl')).toBe('달기');
    expect(qwertyToHangul('rhk')).toBe('과');
    expect(qwertyToHangul('dmlwk')).toBe('의자');
    expect(qwertyToHangul('fjse')).toBe('런ㄷ');
    expect(qwertyToHangul('gkssk')).toBe('한나');
    expect(composeJamo('ㄹㄷ')).toBe('ㄹㄷ');
    expect(composeJamo('ㅗㅏ')).toBe('ㅘ');
  });
  it('searches a Latin query both as typed and as Korean in English mode', () => {
    expect(queryKeyForms('fjsejs')).toEqual(['fjsejs', 'ㄹㅓㄴㄷㅓㄴ']);
    expect(queryKeyForms('런던')).toEqual(['ㄹㅓㄴㄷㅓㄴ']);
    expect(queryKeyForms('   ')).toEqual([]);
    expect(hasLatinLetter('파리 a')).toBe(true);
    expect(hasLatinLetter('파리 1')).toBe(false);
  });
});

describe('findMatch', () => {
  it('finds syllables, half-typed syllables and initials in the name', () => {
    expect(findMatch('런던', '런')).toEqual({ start: 0, end: 1 });
    expect(findMatch('런던 민박', '런ㄷ')).toEqual({ start: 0, end: 2 });
    expect(findMatch('에펠 파리 민박', '파리')).toEqual({ start: 3, end: 5 });
    expect(findMatch('런던', 'ㄹㄷ')).toEqual({ start: 0, end: 2 });
  });
  it('finds English names case-insensitively and keyboard-mode Korean', () => {
    expect(findMatch('Hotel Paris', 'PARIS')).toEqual({ start: 6, end: 11 });
    expect(findMatch('런던 호텔', 'fjsejs')).toEqual({ start: 0, end: 2 });
    expect(findMatch('파리', 'vkfl')).toEqual({ start: 0, end: 2 });
  });
  it('answers null when nothing matches', () => {
    expect(findMatch('런던', '파리')).toBeNull();
    expect(findMatch('런던', '')).toBeNull();
  });
});
