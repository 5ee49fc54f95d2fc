import { Link, useLocation } from 'react-router';
import { platformPaths } from '@minda/contracts/paths';
import { platformOfPath, PlatformProvider, usePlatform } from '../../lib/platform.tsx';
import styles from './status-page.module.css';

/**
 * What a screen shows when its code failed to load or threw: Korean text, a reload and a way home. Unknown
 * addresses have their own not-found screen (the route table's `*`).
 */
export function RouteErrorPage() {
  const home = platformPaths[usePlatform()].home();
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        <p className={styles.code}>오류</p>
        <h1 className={styles.title}>화면을 불러오지 못했어요</h1>
        <p className={styles.text}>잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 알려 주세요.</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
            새로고침
          </button>
          <Link to={home} className={styles.primary} reloadDocument>
            홈으로 가기
          </Link>
        </div>
      </div>
    </main>
  );
}

/**
 * The root route's error element: what the router shows when a screen's code failed to load (a deploy removed
 * its chunk, the network dropped), on the platform of the address.
 */
export function RootErrorPage() {
  return (
    <PlatformProvider value={platformOfPath(useLocation().pathname)}>
      <RouteErrorPage />
    </PlatformProvider>
  );
}
