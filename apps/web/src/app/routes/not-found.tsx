import { Link } from 'react-router';
import { platformPaths } from '@minda/contracts/paths';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePlatform } from '../../lib/platform.tsx';
import styles from '../layouts/status-page.module.css';

const META = { title: '페이지를 찾을 수 없어요 - 민다', description: '요청하신 페이지를 찾을 수 없습니다.' };

function LostMapIllustration() {
  return (
    <svg className={styles.illustration} width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <path d="M10 22 42 10l36 12 32-12v64L78 86 42 74 10 86Z" fill="#eef4ff" stroke="#1f6feb" strokeWidth="3" strokeLinejoin="round" />
      <path d="M42 10v64M78 22v64" stroke="#1f6feb" strokeWidth="3" strokeDasharray="5 5" />
      <circle cx="60" cy="44" r="14" fill="#fff" stroke="#1554c0" strokeWidth="3" />
      <path d="M55 39.5c.6-3 3-4.5 5.5-4.3 3 .2 4.8 2.4 4.5 5-.3 2.8-4.5 3.3-4.5 6.3M60.5 52v.5" stroke="#1554c0" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** Any address the app does not know: a Korean explanation and a link to the home of its platform. */
export function Component() {
  usePageMeta(META);
  const home = platformPaths[usePlatform()].home();
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        <LostMapIllustration />
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>페이지를 찾을 수 없어요</h1>
        <p className={styles.text}>
          주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었을 수 있어요. 입력하신 주소를 다시 한번 확인해 주세요.
        </p>
        <div className={styles.actions}>
          <Link to={home} className={styles.primary}>
            민다 홈으로 가기
          </Link>
        </div>
      </div>
    </main>
  );
}
