import { useSearchParams } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { MOBILE_COMMUNITY_BOARDS } from '@minda/contracts/rules/community';
import { parseBoardLocation } from '../../../features/editorial/board-location.ts';
import { CommunityBoard, type BoardLinks } from '../../../features/editorial/components/community-board.tsx';
import { MobileEditorialBody } from '../../../features/editorial/components/mobile-body.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

type MobileBoardId = (typeof MOBILE_COMMUNITY_BOARDS)[number]['id'];

// The mobile page has no notice board; its tabs only ever hand out the three member boards.
const links: BoardLinks = {
  list: (id, page) => webPaths.mobile.community.href(id as MobileBoardId, { page }),
  post: (id, no) => webPaths.mobile.community.href(id as MobileBoardId, { no }),
};

/** /m/1.0/grp_main/community.html?id=: board tabs, the list and a post, all on one address. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <MobileTabLayout active="home">
      <SubHeader title="커뮤니티" />
      <MobileEditorialBody>
        <CommunityBoard boards={MOBILE_COMMUNITY_BOARDS} location={parseBoardLocation(params, MOBILE_COMMUNITY_BOARDS)} links={links} />
      </MobileEditorialBody>
    </MobileTabLayout>
  );
}
