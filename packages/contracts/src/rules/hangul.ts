/**
 * Korean-aware text matching for search (issue 4): what a typed query is compared against, shared by the
 * suggestion API (server), its SQL twin (migration 0006: search_keys / search_initials, kept equal by a test)
 * and the web widget's highlighting.
 *
 * The comparison form is the 2-set (두벌식) keystroke sequence: 런던 → ㄹㅓㄴㄷㅓㄴ, 과 → ㄱㅗㅏ, 닭 → ㄷㅏㄹㄱ.
 * In that form a half-typed last syllable ("런ㄷ", "파ㄹ", "러" on the way to 런던) is simply a prefix, and
 * Korean typed with the keyboard in English mode (fjsejs) maps key by key onto the same sequence.
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

/** Compatibility jamo of the 19 initial consonants, 21 vowels and 27 finals, in Unicode order. */
export const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
export const JUNGSEONG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
export const JONGSEONG = 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';

/** Conjoining jamo blocks that NFD produces from a syllable (U+1100.., U+1161.., U+11A8..). */
const CONJOINING_CHOSEONG_FIRST = 0x1100;
const CONJOINING_JUNGSEONG_FIRST = 0x1161;
const CONJOINING_JONGSEONG_FIRST = 0x11a8;

/** Jamo typed with two keys on the 2-set keyboard, split into the keys (ㅘ = ㅗ then ㅏ, ㄳ = ㄱ then ㅅ). */
export const COMPOUND_JAMO: Readonly<Record<string, string>> = {
  ㄳ: 'ㄱㅅ', ㄵ: 'ㄴㅈ', ㄶ: 'ㄴㅎ', ㄺ: 'ㄹㄱ', ㄻ: 'ㄹㅁ', ㄼ: 'ㄹㅂ', ㄽ: 'ㄹㅅ', ㄾ: 'ㄹㅌ', ㄿ: 'ㄹㅍ', ㅀ: 'ㄹㅎ', ㅄ: 'ㅂㅅ',
  ㅘ: 'ㅗㅏ', ㅙ: 'ㅗㅐ', ㅚ: 'ㅗㅣ', ㅝ: 'ㅜㅓ', ㅞ: 'ㅜㅔ', ㅟ: 'ㅜㅣ', ㅢ: 'ㅡㅣ',
};

/** The 2-set (두벌식) layout: the jamo each key gives; shift only changes ㅂㅈㄷㄱㅅ and ㅐㅔ. */
export const DUBEOLSIK_KEYS: Readonly<Record<string, string>> = {
  q: 'ㅂ', w: 'ㅈ', e: 'ㄷ', r: 'ㄱ', t: 'ㅅ', y: 'ㅛ', u: 'ㅕ', i: 'ㅑ', o: 'ㅐ', p: 'ㅔ',
  a: 'ㅁ', s: 'ㄴ', d: 'ㅇ', f: 'ㄹ', g: 'ㅎ', h: 'ㅗ', j: 'ㅓ', k: 'ㅏ', l: 'ㅣ',
  z: 'ㅋ', x: 'ㅌ', c: 'ㅊ', v: 'ㅍ', b: 'ㅠ', n: 'ㅜ', m: 'ㅡ',
  Q: 'ㅃ', W: 'ㅉ', E: 'ㄸ', R: 'ㄲ', T: 'ㅆ', O: 'ㅒ', P: 'ㅖ',
};

export function isHangulSyllable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return ch.length === 1 && code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** A compatibility consonant (ㄱ..ㅎ), as typed alone for an initial-consonant search. */
export function isConsonantJamo(ch: string): boolean {
  return ch.length === 1 && ch >= 'ㄱ' && ch <= 'ㅎ';
}

export function isVowelJamo(ch: string): boolean {
  return ch.length === 1 && ch >= 'ㅏ' && ch <= 'ㅣ';
}

/** 런 → { initial: 'ㄹ', medial: 'ㅓ', final: 'ㄴ' }; anything but a syllable → null. */
export function decomposeSyllable(ch: string): { initial: string; medial: string; final: string } | null {
  if (!isHangulSyllable(ch)) return null;
  const index = (ch.codePointAt(0) ?? 0) - SYLLABLE_FIRST;
  return {
    initial: CHOSEONG[Math.floor(index / 588)] ?? '',
    medial: JUNGSEONG[Math.floor((index % 588) / 28)] ?? '',
    final: index % 28 === 0 ? '' : (JONGSEONG[(index % 28) - 1] ?? ''),
  };
}

function conjoiningToCompatibility(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= CONJOINING_CHOSEONG_FIRST && code < CONJOINING_CHOSEONG_FIRST + 19) return CHOSEONG[code - CONJOINING_CHOSEONG_FIRST] ?? ch;
  if (code >= CONJOINING_JUNGSEONG_FIRST && code < CONJOINING_JUNGSEONG_FIRST + 21) return JUNGSEONG[code - CONJOINING_JUNGSEONG_FIRST] ?? ch;
  if (code >= CONJOINING_JONGSEONG_FIRST && code < CONJOINING_JONGSEONG_FIRST + 27) return JONGSEONG[code - CONJOINING_JONGSEONG_FIRST] ?? ch;
  return ch;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WHITESPACE = /\s+/g;

/**
 * The keystroke form searches compare: canonical decomposition (syllables into jamo, accents off: Lumière →
 * lumiere), lower case, 2-set keystrokes, no whitespace (파리 민박 and 파리민박 are the same search).
 * The SQL function search_keys() computes the same thing.
 */
export function searchKeys(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFD').toLowerCase().replace(COMBINING_MARKS, '').replace(WHITESPACE, '')) {
    const jamo = conjoiningToCompatibility(ch);
    out += COMPOUND_JAMO[jamo] ?? jamo;
  }
  return out;
}

/** Initial consonants of the Hangul syllables only (런던 호텔 → ㄹㄷㅎㅌ); the SQL twin is search_initials(). */
export function initialsOf(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFD')) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= CONJOINING_CHOSEONG_FIRST && code < CONJOINING_CHOSEONG_FIRST + 19) out += CHOSEONG[code - CONJOINING_CHOSEONG_FIRST];
  }
  return out;
}

/** True when the text is only consonant jamo (spaces aside): "ㄹㄷ" is an initial-consonant search. */
export function isInitialsQuery(text: string): boolean {
  const chars = [...text.replace(WHITESPACE, '')];
  return chars.length > 0 && chars.every(isConsonantJamo);
}

/** True when the text has a Latin letter, so it may be Korean typed in English mode. */
export function hasLatinLetter(text: string): boolean {
  return /[a-z]/i.test(text);
}

/** fjsejs → ㄹㅓㄴㄷㅓㄴ: each key of the 2-set layout to its jamo; other characters stay as they are. */
export function qwertyToJamo(text: string): string {
  let out = '';
  for (const ch of text) out += DUBEOLSIK_KEYS[ch] ?? DUBEOLSIK_KEYS[ch.toLowerCase()] ?? ch;
  return out;
}

/** Two jamo that one syllable slot takes together (ㅗ + ㅏ = ㅘ, ㄹ + ㄱ = ㄺ), the inverse of COMPOUND_JAMO. */
const JOINED_JAMO: ReadonlyMap<string, string> = new Map(Object.entries(COMPOUND_JAMO).map(([joined, keys]) => [keys, joined]));

function syllable(initial: string, medial: string, final: string): string {
  const i = CHOSEONG.indexOf(initial);
  const m = JUNGSEONG.indexOf(medial);
  const f = final ? JONGSEONG.indexOf(final) + 1 : 0;
  return String.fromCodePoint(SYLLABLE_FIRST + (i * 21 + m) * 28 + f);
}

/**
 * Composes a keystroke sequence into syllables the way a 2-set IME does: ㄹㅓㄴㄷㅓㄴ → 런던, ㄷㅏㄹㄱ → 닭,
 * ㄷㅏㄹㄱㅣ → 달기 (a final moves to the next syllable when a vowel follows). Leftover jamo stay as typed.
 */
export function composeJamo(keys: string): string {
  const chars = [...keys];
  let out = '';
  let i = 0;
  while (i < chars.length) {
    const initial = chars[i] ?? '';
    if (!CHOSEONG.includes(initial) || !isVowelJamo(chars[i + 1] ?? '')) {
      // A lone vowel may still take a second vowel (ㅗㅏ → ㅘ).
      const pair = JOINED_JAMO.get(initial + (chars[i + 1] ?? ''));
      if (isVowelJamo(initial) && pair) {
        out += pair;
        i += 2;
      } else {
        out += initial;
        i += 1;
      }
      continue;
    }
    let j = i + 1;
    let medial = chars[j] ?? '';
    const vowelPair = JOINED_JAMO.get(medial + (chars[j + 1] ?? ''));
    if (vowelPair && isVowelJamo(vowelPair)) {
      medial = vowelPair;
      j += 1;
    }
    j += 1;
    // A final consonant, single or double, unless the next jamo is a vowel (then it starts the next syllable).
    let final = '';
    const c1 = chars[j] ?? '';
    const c2 = chars[j + 1] ?? '';
    const c3 = chars[j + 2] ?? '';
    const doubleFinal = JOINED_JAMO.get(c1 + c2);
    if (doubleFinal && JONGSEONG.includes(doubleFinal) && !isVowelJamo(c3)) {
      final = doubleFinal;
      j += 2;
    } else if (JONGSEONG.includes(c1) && isConsonantJamo(c1) && !isVowelJamo(c2)) {
      final = c1;
      j += 1;
    }
    out += syllable(initial, medial, final);
    i = j;
  }
  return out;
}

/** fjsejs → 런던, vkfl → 파리: Korean typed with the keyboard in English mode, as it was meant. */
export function qwertyToHangul(text: string): string {
  return composeJamo(qwertyToJamo(text));
}

/**
 * The keystroke forms one typed query is searched by: as typed, and, when it has Latin letters, as Korean
 * typed in English mode. An initial-consonant query (ㄹㄷ) is compared with initialsOf() of the names; the
 * SQL side keeps both kinds of n-grams in one index, so the form is the same string.
 */
export function queryKeyForms(text: string): string[] {
  const forms = [searchKeys(text)];
  if (hasLatinLetter(text)) forms.push(searchKeys(qwertyToJamo(text)));
  return [...new Set(forms)].filter((form) => form.length > 0);
}

/**
 * Where a query matches inside a name, in the name's own characters, for highlighting: 런 in 런던 → [0, 1),
 * ㄹㄷ in 런던 → [0, 2), fjsejs in 런던 호텔 → [0, 2), "paris" in "Hotel Paris" → [6, 11). Case-insensitive;
 * a half-typed last syllable highlights its whole syllable. null when nothing matches.
 */
export function findMatch(name: string, query: string): { start: number; end: number } | null {
  const chars = [...name];
  const keyParts = chars.map((ch) => searchKeys(ch));
  const initialParts = chars.map((ch) => initialsOf(ch));
  const tryForm = (form: string, parts: string[]) => {
    if (!form) return null;
    for (let start = 0; start < parts.length; start++) {
      if (!parts[start]) continue;
      let joined = '';
      for (let end = start; end < parts.length; end++) {
        joined += parts[end];
        if (joined.startsWith(form)) return { start, end: end + 1 };
        if (!form.startsWith(joined)) break;
      }
    }
    return null;
  };
  if (isInitialsQuery(query)) {
    const found = tryForm(query.replace(WHITESPACE, ''), initialParts);
    if (found) return found;
  }
  for (const form of queryKeyForms(query)) {
    const found = tryForm(form, keyParts);
    if (found) return found;
  }
  return null;
}
