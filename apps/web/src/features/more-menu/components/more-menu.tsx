import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ChevronRightIcon } from '../../../ui/icons/icons.tsx';
import { MORE_MENU_MEMBER_LINKS, MORE_MENU_PRODUCTS, MORE_MENU_SECTIONS, type MoreMenuLink } from '../more-menu-links.ts';
import styles from './more-menu.module.css';

type Props = {
  /** The member's nickname; null for a visitor; undefined while the session is still being read. */
  nickname: string | null | undefined;
};

function MenuLink({ link, className }: { link: MoreMenuLink; className?: string }) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {link.label}
        <span className="visually-hidden"> (새 창)</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

/** The mobile full menu (more.html): account box, product lines, then every section as a link list. */
export function MoreMenu({ nickname }: Props) {
  usePageMeta({ title: '전체 메뉴 | 민다', description: '민다의 한인민박, 투어·티켓, 해외호텔과 특가, 이벤트, 커뮤니티를 한곳에서 찾아보세요.' });
  return (
    <div className={styles.menu}>
      <section className={styles.account} aria-label="내 계정" aria-busy={nickname === undefined || undefined}>
        {nickname ? (
          <>
            <p className={styles.greeting}>
              <strong>{nickname}</strong>님, 반가워요!
            </p>
            <ul className={styles.memberLinks}>
              {MORE_MENU_MEMBER_LINKS.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} className={styles.memberLink} />
                </li>
              ))}
            </ul>
            <Link to={webPaths.member.logout.href()} className={styles.logout}>
              로그아웃
            </Link>
          </>
        ) : nickname === null ? (
          <>
            <p className={styles.greeting}>로그인하고 찜과 예약을 한곳에서 관리하세요.</p>
            <div className={styles.authButtons}>
              <Link to={webPaths.mobile.login.href(webPaths.mobile.more.href())} className={styles.login}>
                로그인
              </Link>
              <Link to={webPaths.mobile.register.href(webPaths.mobile.more.href())} className={styles.register}>
                회원가입
              </Link>
            </div>
          </>
        ) : (
          <div className={styles.accountSkeleton} />
        )}
      </section>

      <nav aria-label="상품">
        <ul className={styles.products}>
          {MORE_MENU_PRODUCTS.map((product) => (
            <li key={product.href}>
              <Link to={product.href} className={styles.product}>
                <strong>{product.label}</strong>
                <span>{product.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {MORE_MENU_SECTIONS.map((section) => (
        <nav key={section.id} className={styles.section} aria-labelledby={`more-${section.id}`}>
          <h2 id={`more-${section.id}`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <ul className={styles.links}>
            {section.links.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} className={styles.link} />
                <ChevronRightIcon size={16} className={styles.chevron} />
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
