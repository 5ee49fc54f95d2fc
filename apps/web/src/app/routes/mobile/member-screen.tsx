import type { ReactNode } from 'react';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** A member page on mobile (login, sign-up, account recovery): the sub-header with its title, the bottom bar on 마이. */
export function MobileMemberScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title={title} />
      <main>{children}</main>
    </MobileTabLayout>
  );
}
