import type { PageUser } from '@minda/contracts/auth';

/**
 * What the guest fields start with for a signed-in member: the page user has a nickname and a login id, so
 * the name starts as the nickname and the e-mail as the login id when that is an address; both stay editable.
 */
export function guestPrefill(user: PageUser | null | undefined): { name?: string; email?: string } {
  if (!user) return {};
  return { name: user.nickName, ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(user.loginId) ? { email: user.loginId } : {}) };
}
