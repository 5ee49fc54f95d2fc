import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { MenuIcon, SearchIcon } from '../../../ui/icons/icons.tsx';
import { LogoMark } from './home-icons.tsx';
import styles from './mobile-home.module.css';

/** Logo, the fake search bar that opens the search page, and the all-menu link. */
export function HomeHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <h1 className={styles.logo}>
          <LogoMark />
          <span className={styles.logoText}>민다</span>
          <span className="visually-hidden"> - 해외 한인민박, 호텔, 투어·티켓</span>
        </h1>
        <Link to={webPaths.mobile.more.href()} className={styles.menu} aria-label="전체 메뉴">
          <MenuIcon />
        </Link>
      </div>
      <Link to={webPaths.mobile.search.href()} className={styles.search}>
        <SearchIcon size={20} className={styles.searchIcon} />
        <span>어디로 떠나세요? 도시나 숙소를 검색해 보세요</span>
      </Link>
    </header>
  );
}
