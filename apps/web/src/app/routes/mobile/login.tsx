import { Component as Login } from '../member/login.tsx';
import { MobileMemberScreen } from './member-screen.tsx';

/** /m/1.0/member/login.html: the login of the mobile screens, in the mobile layout. */
export function Component() {
  return (
    <MobileMemberScreen title="로그인">
      <Login />
    </MobileMemberScreen>
  );
}
