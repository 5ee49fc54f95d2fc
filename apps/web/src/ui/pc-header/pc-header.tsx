import { Link, useLocation } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { unreadBadgeText } from '@minda/contracts/rules/price';
import { defaultImageUrl, imageUrl } from '../../lib/image-url.ts';
import { MenuIcon, SearchIcon } from '../icons/icons.tsx';
import { OutboundLink } from '../smart-link/outbound-link.tsx';
import { Tooltip } from '../tooltip/tooltip.tsx';
import type { PcHeaderMode } from './header-state.ts';
import { ALL_MENU_GROUPS, MEMBER_MENU_LINKS, menuBarItems, type HeaderLink } from './menu-links.ts';
import { useOpenSearch } from './search-launcher.tsx';
import { useHoverDisclosure } from './use-hover-disclosure.ts';
import styles from './pc-header.module.css';

/** What the header needs of the page user (spec 1 §3 "page user info"). */
export type PcHeaderUser = { nickName: string; profileImage: string | null; unreadInquiryCount: number };

type Props = {
  /** null for a visitor; undefined while the page user loads (the member area stays empty, no flash of links). */
  user: PcHeaderUser | null | undefined;
  mode: PcHeaderMode;
  /** Shows the SALE tag beside the stays tab (한인민박) while a sale runs. */
  saleInProgress?: boolean;
  /** Called instead of following the logout link, so the app can end the session without a page change. */
  onLogout?: () => void;
};

/**
 * The PC header (spec 1 §2.3, §4.5): logo, visitor links or the member's nickname menu, customer centre,
 * search, the menu bar and the all-menu panel. In fixed mode it sticks to the top and offers a compact
 * search trigger. Both open the screen's search modal (SearchModalProvider, which PcLayout provides). Below
 * 768 px only the logo and the account links remain.
 */
export function PcHeader({ user, mode, saleInProgress = false, onLogout }: Props) {
  const openSearch = useOpenSearch();
  const fixed = mode === 'fixed';

  return (
    <div className={styles.slot}>
      <header className={`${styles.header} ${fixed ? styles.fixed : ''}`} data-mode={mode}>
        <div className={styles.top}>
          <Link to={webPaths.pc.home.href()} className={styles.logo} aria-label="민다 홈">
            MINDA
          </Link>
          {fixed ? (
            <button type="button" className={styles.compactSearch} onClick={() => openSearch()}>
              <SearchIcon size={18} />
              <span>어디로 떠나시나요?</span>
            </button>
          ) : null}
          <div className={styles.utilities}>
            <AccountArea user={user} {...(onLogout ? { onLogout } : {})} />
            <Link to={webPaths.pc.community.href('notice')} className={`${styles.utility} ${styles.wideOnly}`}>
              고객센터
            </Link>
            <Tooltip label="검색">
              <button type="button" className={`${styles.iconButton} ${styles.wideOnly}`} aria-label="검색" onClick={() => openSearch()}>
                <SearchIcon size={22} />
              </button>
            </Tooltip>
          </div>
        </div>
        <div className={`${styles.menuRow} ${styles.wideOnly}`}>
          <AllMenu />
          <nav aria-label="주요 메뉴" className={styles.menuBar}>
            <ul>
              {menuBarItems(saleInProgress).map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={styles.menuLink}>
                    {item.label}
                    {item.tag ? (
                      <span className={item.tag === 'SALE' ? styles.saleTag : styles.newTag} aria-label={item.tag === 'SALE' ? '세일 중' : '새 메뉴'}>
                        {item.tag}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
    </div>
  );
}

function AccountArea({ user, onLogout }: { user: PcHeaderUser | null | undefined; onLogout?: () => void }) {
  const { pathname, search } = useLocation();
  if (user === undefined) return <span className={styles.accountPlaceholder} aria-hidden="true" />;
  if (user === null) {
    return (
      <>
        <Link to={webPaths.member.login.href(pathname + search)} className={styles.utility}>
          로그인
        </Link>
        <Link to={webPaths.member.register.href()} className={styles.utility}>
          회원가입
        </Link>
      </>
    );
  }
  return <MemberMenu user={user} {...(onLogout ? { onLogout } : {})} />;
}

function MemberMenu({ user, onLogout }: { user: PcHeaderUser; onLogout?: () => void }) {
  const { open, rootProps, buttonProps, panelProps } = useHoverDisclosure();
  const unread = user.unreadInquiryCount > 0;
  return (
    <div className={styles.member} {...rootProps}>
      <button {...buttonProps} className={styles.memberButton}>
        <img className={styles.avatar} src={imageUrl(user.profileImage) ?? defaultImageUrl('profile')} alt="" width={28} height={28} />
        <span className={styles.nickname}>{user.nickName}님</span>
        {unread ? (
          <span className={styles.redDot} data-testid="unread-dot">
            <span className="visually-hidden">새 문의 답변 있음</span>
          </span>
        ) : null}
        <span className="visually-hidden">회원 메뉴</span>
      </button>
      <ul {...panelProps} className={`${styles.dropdown} ${open ? styles.open : ''}`}>
        {MEMBER_MENU_LINKS.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.dropdownLink}>
              {link.label}
              {link.href === webPaths.pc.inquiries.href() && unread ? (
                <span className={styles.badge} aria-label={`안 읽은 메시지 ${unreadBadgeText(user.unreadInquiryCount)}개`}>
                  {unreadBadgeText(user.unreadInquiryCount)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
        <li>
          <a
            href={webPaths.member.logout.href()}
            className={styles.dropdownLink}
            onClick={(event) => {
              if (!onLogout) return;
              event.preventDefault();
              onLogout();
            }}
          >
            로그아웃
          </a>
        </li>
      </ul>
    </div>
  );
}

function MenuLink({ link, className }: { link: HeaderLink; className: string | undefined }) {
  if (link.external) {
    return (
      <OutboundLink href={link.href} className={className}>
        {link.label}
        <span className="visually-hidden"> (새 창)</span>
      </OutboundLink>
    );
  }
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

function AllMenu() {
  const { open, rootProps, buttonProps, panelProps } = useHoverDisclosure();
  return (
    <div className={styles.allMenu} {...rootProps}>
      <button {...buttonProps} className={styles.allMenuButton}>
        <MenuIcon size={20} />
        전체 메뉴
      </button>
      <div {...panelProps} className={`${styles.allMenuPanel} ${open ? styles.open : ''}`}>
        {ALL_MENU_GROUPS.map((group) => (
          <section key={group.title} className={styles.group} aria-label={group.title}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} className={styles.groupLink} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
