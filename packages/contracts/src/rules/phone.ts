/**
 * A member's mobile number (the profile's 휴대폰 번호, which the booking form starts with). Two forms: a Korean
 * mobile number (010, 011, 016-019), stored as 010-1234-5678; or, for travellers with a foreign number, the
 * international form with + and the country code (E.164: up to 15 digits), stored as +33612345678. Spaces,
 * hyphens, dots and brackets typed in between are dropped. Both stored forms pass the booking guest phone check.
 */
const KOREAN_MOBILE = /^(01[016789])(\d{3,4})(\d{4})$/;
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;

export const PHONE_MESSAGE = '휴대폰 번호를 010-1234-5678 형식으로, 해외 번호는 +와 국가번호를 붙여(예: +33 6 12 34 56 78) 입력해 주세요.';

/** The stored form of a typed number, or null when it is neither a Korean mobile nor an international number. */
export function normalizePhone(typed: string): string | null {
  const compact = typed.trim().replace(/[\s\-.()]/g, '');
  // +82 10… is a Korean mobile too: stored the domestic way.
  const domestic = compact.startsWith('+820') ? null : compact.startsWith('+82') ? `0${compact.slice(3)}` : compact;
  const korean = domestic === null ? null : KOREAN_MOBILE.exec(domestic);
  if (korean) return `${korean[1]}-${korean[2]}-${korean[3]}`;
  return INTERNATIONAL.test(compact) && !compact.startsWith('+82') ? compact : null;
}
