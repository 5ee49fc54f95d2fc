import { BLOCKS_OF_TEN } from '../pager/page-window.ts';
import { Pager } from '../pager/pager.tsx';
import styles from './list-kit.module.css';

type ListQuery = { isPending: boolean; isError: boolean; error: Error | null; data?: { content: readonly unknown[] } | undefined };

/** What a back office list says while it loads, when its call failed, and when nothing matches. */
export function ListState({ query, emptyText }: { query: ListQuery; emptyText: string }) {
  if (query.isPending) return <p aria-busy="true" className={styles.empty}>불러오는 중…</p>;
  if (query.isError) return <p role="alert" className={styles.empty}>{query.error?.message}</p>;
  if (query.data?.content.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return null;
}

/** The back office lists' pager: blocks of ten pages. */
export function ListPager({ current, totalPages, href }: { current: number; totalPages: number; href: (page: number) => string }) {
  return <Pager current={current} totalPages={totalPages} href={href} rule={BLOCKS_OF_TEN} classNames={{ nav: styles.pager, number: styles.pageNumber, step: styles.pageStep }} />;
}
