/**
 * The direct-deal guard (issue 10, beyond the spec): before a booking is confirmed, contact details in a chat
 * text are masked so nobody can move the deal off the platform, where neither side is protected. Zod-free and
 * pure, so the server masks with it and the input can warn before sending.
 *
 * What counts: phone numbers (Korean and international), e-mail addresses, messenger ids (카카오톡, 라인,
 * 위챗, WhatsApp, Telegram followed by an id) and links (http(s)://, www., bare domains). Prices, dates,
 * times, booking and room numbers stay as they are: a number is a phone number only when it is shaped like
 * one (a leading 0 or +, and a phone's count of digits).
 */

export const CONTACT_MASK = '***';

export type ContactKind = 'phone' | 'email' | 'messenger' | 'link';

export type GuardedText = {
  text: string;
  /** True when anything was masked. */
  masked: boolean;
  /** What was found, in the order of the checks. */
  kinds: ContactKind[];
};

const EMAIL = /[A-Za-z0-9._%+-]+\s*@\s*[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

const SCHEME_LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Top-level domains people actually paste; a list rather than any letters, so "3.5박" or "v.s" stay text. */
const TLDS = 'com|net|org|kr|co\\.kr|or\\.kr|me|io|ly|gl|to|cc|tv|link|site|shop|info|biz|app|page|jp|cn|fr|uk|co\\.uk|de|us|gg|kakao|naver';
const BARE_DOMAIN = new RegExp(`\\b[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9-]+)*\\.(?:${TLDS})\\b(?:/[^\\s<>"']*)?`, 'gi');

const ID_MARKER = '(?:\\s*(?:id|아이디|아뒤))?\\s*(?:은|는)?\\s*[:：=]?\\s*';
const MESSENGER_ID = '(@?[A-Za-z0-9][A-Za-z0-9._-]{2,})';
/**
 * A messenger's name, optionally "id"/"아이디" and a separator, then the id itself (Latin letters, digits,
 * dot, dash, underscore, or @handle). Only the id is masked: "카톡 ***" still tells the reader what happened.
 * "라인" and "line" are ordinary words too ("9호선 라인", "line 2"), so after them an explicit id marker is required.
 */
const MESSENGER = new RegExp(
  `(?<![가-힣A-Za-z])(카카오톡|카카오|카톡|kakaotalk|kakao|katalk|위챗|웨이신|wechat|weixin|왓츠앱|whatsapp|텔레그램|telegram)(${ID_MARKER})${MESSENGER_ID}`,
  'gi',
);
const LINE_ID = new RegExp(`(?<![가-힣A-Za-z])(라인|line)(\\s*(?:id|아이디|아뒤)\\s*(?:은|는)?\\s*[:：=]?\\s*|\\s*[:：=]\\s*|\\s*(?=@))${MESSENGER_ID}`, 'gi');

/**
 * Phone numbers as people write them: Korean (010-1234-5678, 01012345678, 02-123-4567, (02) 123-4567,
 * 0505-123-4567), international with + or 00 (+82 10-1234-5678, +33 6 12 34 56 78, +1 (415) 555-0123,
 * 0033 6 12 34 56 78). Never part of a longer run of digits, so booking numbers and prices stay.
 */
const KOREAN_PHONE = /(?<!\d|\d[.,])\(?0\d{1,3}\)?[\s.-]?\d{3,4}[\s.-]?\d{4}(?!\d|[.,]\d)/g;
const INTERNATIONAL_PHONE = /(?<!\d|\d[.,])(?:\+|00)\s?\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}(?!\d|[.,]\d)/g;
const PHONE_DIGITS = { min: 8, max: 15 };

function maskAll(text: string, pattern: RegExp, replace: (match: string, ...groups: string[]) => string | null): { text: string; found: boolean } {
  let found = false;
  const result = text.replace(pattern, (match: string, ...rest: unknown[]) => {
    const groups = rest.filter((g): g is string => typeof g === 'string');
    const replaced = replace(match, ...groups);
    if (replaced === null) return match;
    found = true;
    return replaced;
  });
  return { text: result, found };
}

/** Masks the contact details of a chat text (see the module comment) and says what it found. */
export function guardContactDetails(input: string): GuardedText {
  const kinds: ContactKind[] = [];
  let text = input;
  const step = (kind: ContactKind, pattern: RegExp, replace: (match: string, ...groups: string[]) => string | null) => {
    const out = maskAll(text, pattern, replace);
    text = out.text;
    if (out.found && !kinds.includes(kind)) kinds.push(kind);
  };
  // E-mail before links (its domain would be taken for one), messenger ids before bare domains.
  step('email', EMAIL, () => CONTACT_MASK);
  step('link', SCHEME_LINK, () => CONTACT_MASK);
  const keepName = (_match: string, name = '', between = '') => `${name}${between}${CONTACT_MASK}`;
  step('messenger', MESSENGER, keepName);
  step('messenger', LINE_ID, keepName);
  step('link', BARE_DOMAIN, () => CONTACT_MASK);
  // International first: its 00 prefix would otherwise pass for a Korean area code.
  step('phone', INTERNATIONAL_PHONE, (match) => {
    const digits = match.replace(/\D/g, '').length;
    return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max ? CONTACT_MASK : null;
  });
  step('phone', KOREAN_PHONE, () => CONTACT_MASK);
  return { text, masked: kinds.length > 0, kinds };
}

/** Whether the guard applies: until the channel's booking is confirmed (no booking counts as unconfirmed). */
export function contactGuardApplies(bookingStatus: number | null, confirmedStatus: number): boolean {
  return bookingStatus !== confirmedStatus;
}
