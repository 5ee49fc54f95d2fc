import type { PageUser } from '@minda/contracts/auth';

/** What the booking form needs of the member's profile (GET member/profile), when it has answered. */
export type ProfileContact = { email: string; phone: string | null };
export type GuestPrefill = { name?: string; email?: string; phone?: string };

const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/**
 * What the guest fields start with for a signed-in member: the name as the nickname, the e-mail and the
 * 휴대폰 번호 from the profile (the e-mail as the login id when that is an address and the profile has not
 * answered yet); all stay editable.
 */
export function guestPrefill(user: PageUser | null | undefined, profile?: ProfileContact | null): GuestPrefill {
  if (!user) return {};
  const email = profile && isEmail(profile.email) ? profile.email : isEmail(user.loginId) ? user.loginId : undefined;
  return { name: user.nickName, ...(email ? { email } : {}), ...(profile?.phone ? { phone: profile.phone } : {}) };
}
