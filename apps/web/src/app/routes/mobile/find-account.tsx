import { RECOVERY_TEXTS } from '@minda/contracts/rules/account-recovery';
import { Component as FindAccount } from '../member/find-account.tsx';
import { MobileMemberScreen } from './member-screen.tsx';

/** /m/1.0/member/find_id_pw.html?tab=id|password: 아이디 찾기 / 비밀번호 찾기 from the mobile login, in the mobile layout. */
export function Component() {
  return (
    <MobileMemberScreen title={RECOVERY_TEXTS.pageTitle}>
      <FindAccount />
    </MobileMemberScreen>
  );
}
