import { format, parseISO } from 'date-fns';
import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { imageUrl } from '../../../lib/image-url.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useEvents } from '../api/get-events.ts';
import { EVENT_STATUS_LABELS, eventStatus } from '../event-status.ts';
import styles from './event-list.module.css';

const day = (value: string) => format(parseISO(value), 'yyyy.MM.dd');

/** The mobile event list (/m/1.0/event/list.html): every event with its banner, title and period. */
export function EventList({ today = new Date() }: { today?: Date }) {
  usePageMeta({ title: '이벤트 - 민다', description: '민다에서 진행 중인 할인 이벤트와 쿠폰 혜택을 한눈에 확인하세요.' });
  const events = useEvents();

  if (events.isError) return <ErrorState message="이벤트를 불러오지 못했어요." onRetry={() => void events.refetch()} retrying={events.isFetching} />;
  if (!events.data) {
    return (
      <div role="status" aria-label="이벤트 불러오는 중" aria-busy="true" className={styles.list}>
        {Array.from({ length: 3 }, (_, i) => (
          <span key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (events.data.length === 0) return <p className={styles.empty}>진행 중인 이벤트가 없어요.</p>;

  return (
    <ul className={styles.list}>
      {events.data.map((event, i) => (
        <li key={event.no}>
          <Link to={webPaths.mobile.event.href(event.no)} className={styles.item}>
            <img
              className={styles.banner}
              src={imageUrl(event.bannerImagePath)}
              alt=""
              width={1200}
              height={300}
              loading={i < 2 ? 'eager' : 'lazy'}
            />
            <span className={styles.body}>
              <span className={styles.status} data-status={eventStatus(event, today)}>
                {EVENT_STATUS_LABELS[eventStatus(event, today)]}
              </span>
              <strong className={styles.title}>{event.title}</strong>
              <span className={styles.summary}>{event.summary}</span>
              <span className={styles.period}>
                <span className="visually-hidden">기간 </span>
                <time dateTime={event.startsOn}>{day(event.startsOn)}</time> ~ <time dateTime={event.endsOn}>{day(event.endsOn)}</time>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
