import { InvitePage } from '../../../features/invite/components/invite-page.tsx';

/** /mypage/invite.php: the member's invite code and link (decision 028). */
export function Component() {
  return <InvitePage />;
}
