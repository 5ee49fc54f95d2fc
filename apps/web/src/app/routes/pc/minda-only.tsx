import { useLocation } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { useCurrentUser } from '../../../features/auth/get-current-user.ts';
import { MindaOnlyPcPage } from '../../../features/minda-only/components/minda-only-pc-page.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { GoToTop } from '../../../ui/go-to-top/go-to-top.tsx';
import { PcFooter } from '../../../ui/pc-footer/pc-footer.tsx';
import { TooltipProvider } from '../../../ui/tooltip/tooltip.tsx';

const META = { title: 'MINDA Only - 민다에서만 만나는 한인민박', description: '민다에서만 만날 수 있는 한인민박, 리뷰 작성 시 포인트 2배.' };

/** /minda_only/index.php: the page brings its own search header; the member comes from auth. */
export function Component() {
  usePageMeta(META);
  const { data: user } = useCurrentUser();
  const location = useLocation();
  return (
    <TooltipProvider>
      <MindaOnlyPcPage user={user} loginHref={webPaths.member.login.href(`${location.pathname}${location.search}`)} />
      <PcFooter />
      <GoToTop />
    </TooltipProvider>
  );
}
