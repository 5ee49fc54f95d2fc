import { format, parseISO } from 'date-fns';
import { imageUrl } from '../../../lib/image-url.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useEvent } from '../api/get-event.ts';
import { BodySkeleton, LoadFailure } from './load-state.tsx';
import { SanitizedHtml } from '../../../ui/sanitized-html/sanitized-html.tsx';
import styles from './editorial.module.css';

const day = (value: string) => format(parseISO(value), 'yyyy.MM.dd');

/** An event page: banner, title, period, summary and the operator's body; no event number, no request. */
export function EventView({ no }: { no: number | undefined }) {
  if (no === undefined) return <MissingEvent />;
  return <LoadedEvent no={no} />;
}

function MissingEvent() {
  usePageMeta({ title: '이벤트 - 민다', description: '민다의 진행 중인 이벤트와 할인 혜택을 확인하세요.' });
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>이벤트를 찾을 수 없어요</p>
      <p className={styles.emptyText}>이벤트 번호가 올바르지 않습니다.</p>
    </div>
  );
}

function LoadedEvent({ no }: { no: number }) {
  const { data: event, error, refetch, isFetching } = useEvent(no);
  usePageMeta({
    title: event ? `${event.title} - 민다 이벤트` : '이벤트 - 민다',
    description: event?.summary ?? '민다의 진행 중인 이벤트와 할인 혜택을 확인하세요.',
    ...(event ? { image: imageUrl(event.bannerImagePath) ?? '' } : {}),
  });

  if (error) {
    return <LoadFailure error={error} notFoundText="이벤트를 찾을 수 없어요" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!event) return <BodySkeleton lines={8} />;

  return (
    <article className={styles.article}>
      <header className={styles.eventHeader}>
        <p className={styles.kicker}>이벤트</p>
        <h1 className={styles.title}>{event.title}</h1>
        <p className={styles.meta}>
          기간 <time dateTime={event.startsOn}>{day(event.startsOn)}</time> ~ <time dateTime={event.endsOn}>{day(event.endsOn)}</time>
        </p>
        <p className={styles.summary}>{event.summary}</p>
      </header>
      <img className={styles.banner} src={imageUrl(event.bannerImagePath)} alt={`${event.title} 배너`} width={1200} height={300} />
      <SanitizedHtml html={event.bodyHtml} className={styles.prose} />
    </article>
  );
}
