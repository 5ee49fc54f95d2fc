import { Component as Register } from '../member/register.tsx';
import { MobileMemberScreen } from './member-screen.tsx';

/** /m/1.0/member/join.html: sign-up from the mobile login and menu, in the mobile layout. */
export function Component() {
  return (
    <MobileMemberScreen title="회원가입">
      <Register />
    </MobileMemberScreen>
  );
}
