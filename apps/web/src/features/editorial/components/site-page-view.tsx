import { format, parseISO } from 'date-fns';
import type { SitePageSlug } from '@minda/contracts/rules/community';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSitePage } from '../api/get-site-page.ts';
import { BodySkeleton, LoadFailure } from './load-state.tsx';
import { SanitizedHtml } from '../../../ui/sanitized-html/sanitized-html.tsx';
import styles from './editorial.module.css';

type Props = {
  slug: SitePageSlug;
  /** Title known before the data arrives (the page title and, on mobile, the sub-header). */
  title: string;
  description: string;
  /** Mobile pages carry the title in the sub-header, so the body does not repeat it as a heading. */
  showTitle?: boolean;
};

/** A static site page (company, terms, privacy, refund rules, travel info) from GET content/pages/{slug}. */
export function SitePageView({ slug, title, description, showTitle = true }: Props) {
  const { data: page, error, refetch, isFetching } = useSitePage(slug);
  usePageMeta({ title: `${title} - 민다`, description });

  return (
    <article className={styles.article}>
      {showTitle && <h1 className={styles.title}>{page?.title ?? title}</h1>}
      {error ? (
        <LoadFailure error={error} notFoundText="페이지를 찾을 수 없어요" onRetry={() => void refetch()} retrying={isFetching} />
      ) : page ? (
        <>
          <SanitizedHtml html={page.bodyHtml} className={styles.prose} />
          <p className={styles.updated}>
            최종 수정일 <time dateTime={page.updatedAt}>{format(parseISO(page.updatedAt), 'yyyy.MM.dd')}</time>
          </p>
        </>
      ) : (
        <BodySkeleton />
      )}
    </article>
  );
}
