import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RECOMMEND_MAX_ITEMS } from '@minda/contracts/rules/limits';
import { CardRail } from '../../../ui/card-rail/card-rail.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { SectionSkeleton } from '../../../ui/skeleton/skeletons.tsx';
import styles from './catalog-sections.module.css';

type Props<T> = {
  title: string;
  description: string;
  /** The product line's home, linked as 전체보기. */
  moreHref: string;
  query: UseQueryResult<T[]>;
  /** What the list holds, for the loading, error and empty texts: "투어·티켓", "호텔". */
  noun: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
};

/** A recommendation list without chips: at most five cards (spec 1 §9), with loading, error and empty states. */
export function RecommendListSection<T>({ title, description, moreHref, query, noun, getKey, renderItem }: Props<T>) {
  const items = query.data?.slice(0, RECOMMEND_MAX_ITEMS);

  let content;
  if (items === undefined) {
    content = query.isError ? (
      <ErrorState message={`추천 ${noun}을 불러오지 못했어요.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <SectionSkeleton chips={false} label={`추천 ${noun} 불러오는 중`} />
    );
  } else if (items.length === 0) {
    content = <p className={styles.empty}>지금은 추천할 {noun}을 준비 중이에요.</p>;
  } else {
    content = <CardRail items={items} getKey={getKey} renderItem={renderItem} />;
  }

  return (
    <Section title={title} description={description} more={{ href: moreHref, label: '전체보기' }}>
      {content}
    </Section>
  );
}
