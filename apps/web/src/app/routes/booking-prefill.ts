import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { guestPrefill, type GuestPrefill } from '../../features/booking/guest-prefill.ts';
import { useProfile } from '../../features/mypage/api/profile.ts';

/**
 * The booking form's guest fields for the signed-in member: the page user's nickname, and the profile's
 * e-mail and 휴대폰 번호 once it answers. The booking feature cannot read the my-page's, so the route composes it.
 */
export function useGuestPrefill(): GuestPrefill {
  const { data: user } = useCurrentUser();
  const { data: profile } = useProfile(Boolean(user));
  return guestPrefill(user, profile);
}
