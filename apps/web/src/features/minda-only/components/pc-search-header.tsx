import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import styles from './pc-search-header.module.css';

export type HeaderUser = { nickName: string; profileImage: string | null };

/** The page's own header: logo, the three product homes and the member (or a login link for visitors). */
export function PcSearchHeader({ user, loginHref }: { user: HeaderUser | null | undefined; loginHref: string }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={webPaths.pc.home.href()} className={styles.logo} aria-label="민다 홈">
          MINDA
        </Link>
        <nav aria-label="상품 바로가기">
          <ul className={styles.links}>
            <li>
              <Link to={webPaths.pc.stays.href()}>한인민박</Link>
            </li>
            <li>
              <Link to={webPaths.pc.tours.href()}>투어·티켓</Link>
            </li>
            <li>
              <Link to={webPaths.pc.hotels.href()}>해외호텔</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.user}>
          {user ? (
            <Link to={webPaths.pc.mypage.href()} className={styles.member}>
              <ProductImage path={user.profileImage} kind="profile" alt="" className={styles.avatar} />
              <span>{user.nickName}님</span>
            </Link>
          ) : user === null ? (
            <Link to={loginHref} className={styles.login}>
              로그인
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
