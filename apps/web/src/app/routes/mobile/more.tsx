import { useCurrentUser } from '../../../features/auth/get-current-user.ts';
import { MoreMenu } from '../../../features/more-menu/components/more-menu.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/grp_main/more.html: the full menu, with the member's nickname (or login links) from the auth feature. */
export function Component() {
  const { data: user, isPending } = useCurrentUser();
  const nickname = isPending ? undefined : (user?.nickName ?? null);
  return (
    <MobileTabLayout active="home">
      <SubHeader title="전체 메뉴" />
      <main>
        <MoreMenu nickname={nickname} />
      </main>
    </MobileTabLayout>
  );
}
