import { useCallback, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SALE_IN_PROGRESS } from '@minda/contracts/rules/event-flags';
import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { useLogout } from '../../features/auth/logout.ts';
import { useUnreadTotal } from '../../features/chat/use-unread-total.ts';
import { SearchBar } from '../../features/search/components/search-bar.tsx';
import { GoToTop } from '../../ui/go-to-top/go-to-top.tsx';
import { PcFooter } from '../../ui/pc-footer/pc-footer.tsx';
import { pcHeaderMode, type PcHeaderKind } from '../../ui/pc-header/header-state.ts';
import { PcHeader } from '../../ui/pc-header/pc-header.tsx';
import { SearchModalProvider } from '../../ui/pc-header/search-launcher.tsx';
import type { SearchModalWidget } from '../../ui/pc-header/search-modal.tsx';
import { useScrollDerived } from '../../ui/hooks/use-scroll-y.ts';
import { TooltipProvider } from '../../ui/tooltip/tooltip.tsx';
import styles from './pc-layout.module.css';

type Props = {
  /** Which fixed search bar the page has: decides when the header turns fixed ('plain' never does). */
  headerKind: PcHeaderKind;
  /** Shows the SALE tag beside the stays tab of the menu bar; the site-wide sale flag by default. */
  saleInProgress?: boolean;
  children: ReactNode;
};

/**
 * A PC screen: header, the 1200 px centred main column, footer and the go-to-top button. The search modal is
 * the screen's: the header and the page's own search bar (useOpenSearch) open it.
 */
export function PcLayout({ headerKind, saleInProgress = SALE_IN_PROGRESS, children }: Props) {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  // The 1:1 문의 badge counts the member's unread chat messages, kept live by the chat socket.
  const unreadInquiryCount = useUnreadTotal(user?.role === 'member');
  const selectMode = useCallback((scrollY: number) => pcHeaderMode(scrollY, headerKind), [headerKind]);
  const mode = useScrollDerived(selectMode, 'normal');

  // Logging out from the header keeps the person on the same page: useLogout turns the cached user into a
  // visitor, and the header follows.
  const onLogout = () => logout.mutate();

  return (
    <TooltipProvider>
      <SearchModalProvider widget={searchWidget}>
        <div className={styles.page}>
          <a href="#pc-main" className={styles.skip}>
            본문 바로가기
          </a>
          <PcHeader user={user ? { ...user, unreadInquiryCount } : user} mode={mode} saleInProgress={saleInProgress} onLogout={onLogout} />
          <main id="pc-main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <PcFooter />
          <GoToTop />
        </div>
      </SearchModalProvider>
    </TooltipProvider>
  );
}

/** The header modal's tabs hold the search widget (the modal has its own tabs, so the widget shows none). */
const searchWidget: SearchModalWidget = (tab, close) => <SearchBar key={tab} searchType={tab} platform="pc" onSearch={close} />;

/** As a layout route of the route table, which gives each group of PC screens its header kind. */
export function Component({ headerKind }: { headerKind: PcHeaderKind }) {
  return (
    <PcLayout headerKind={headerKind}>
      <Outlet />
    </PcLayout>
  );
}
