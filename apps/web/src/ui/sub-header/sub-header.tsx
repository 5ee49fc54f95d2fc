import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { ChevronLeftIcon, SearchIcon } from '../icons/icons.tsx';
import styles from './sub-header.module.css';

type Props = {
  title: string;
  /** When set, a fake search box opens the search page for this type. */
  search?: { searchType: 'stays' | 'hotel' | 'tour'; placeholder: string };
  /** Fixed height in px where a screen's spec gives one (the stays home: 112). */
  height?: number;
};

/** Header of the mobile sub screens: back arrow to the home, the title, an optional fake search box. */
export function SubHeader({ title, search, height }: Props) {
  return (
    <header className={styles.header} style={height === undefined ? undefined : { height, boxSizing: 'border-box' }}>
      <div className={styles.bar}>
        <Link to={webPaths.mobile.home.href()} className={styles.back} aria-label="홈으로">
          <ChevronLeftIcon />
        </Link>
        <h1 className={styles.title}>{title}</h1>
      </div>
      {search && (
        <Link to={webPaths.mobile.search.href(search.searchType)} className={styles.search}>
          <SearchIcon size={20} />
          <span>{search.placeholder}</span>
        </Link>
      )}
    </header>
  );
}
