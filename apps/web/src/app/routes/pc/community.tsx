import { useSearchParams } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { COMMUNITY_BOARDS } from '@minda/contracts/rules/community';
import { parseBoardLocation } from '../../../features/editorial/board-location.ts';
import { CommunityBoard, type BoardLinks } from '../../../features/editorial/components/community-board.tsx';

const links: BoardLinks = {
  list: (id, page) => webPaths.pc.community.href(id, page),
  post: (id, no) => webPaths.pc.communityPost.href(id, no),
};

/** /community/list.php?id= and /community/view.php?id=&no=: the four boards in the PC layout. */
export function Component() {
  const [params] = useSearchParams();
  return <CommunityBoard boards={COMMUNITY_BOARDS} location={parseBoardLocation(params, COMMUNITY_BOARDS)} links={links} heading="커뮤니티" />;
}
