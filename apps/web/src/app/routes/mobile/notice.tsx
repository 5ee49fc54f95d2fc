import { useSearchParams } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { parseBoardLocation } from '../../../features/editorial/board-location.ts';
import { CommunityBoard, type BoardLinks } from '../../../features/editorial/components/community-board.tsx';
import { MobileEditorialBody } from '../../../features/editorial/components/mobile-body.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { NOTICE_BOARD } from './notice.data.ts';

// One board: its list and its posts stay on this address.
const links: BoardLinks = {
  list: (_id, page) => webPaths.mobile.notice.href({ page }),
  post: (_id, no) => webPaths.mobile.notice.href({ no }),
};

/** /m/1.0/cs/notice.html?page=&no=: the notice board on mobile (PC /community/list.php?id=notice). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title="공지사항" />
      <MobileEditorialBody>
        <CommunityBoard boards={NOTICE_BOARD} location={parseBoardLocation(params, NOTICE_BOARD)} links={links} />
      </MobileEditorialBody>
    </MobileTabLayout>
  );
}
