import { InvitePage } from '../../../features/invite/components/invite-page.tsx';
import { inviteLoader } from '../member-data.ts';

export const loader = inviteLoader;

/** /mypage/invite.php: the member's invite code and link (decision 028). */
export function Component() {
  return <InvitePage />;
}
