import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { pageWindow, type PageWindowRule } from './page-window.ts';

type Props = {
  /** One-based. */
  current: number;
  totalPages: number;
  /** The address of a one-based page. */
  href: (page: number) => string;
  rule: PageWindowRule;
  /** Each page keeps its own look, so the classes come from the page's stylesheet. */
  classNames: { nav: string | undefined; number: string | undefined; step: string | undefined };
  /** The navigation's name (the community boards say "페이지 이동"). */
  label?: string;
  /** Text steps (이전, 다음) or chevrons named 이전 페이지 and 다음 페이지. */
  steps?: 'text' | 'icons';
  /** Keeps a step that leads nowhere on screen, marked disabled, so the numbers do not move (the boards). */
  keepEdgeSteps?: boolean;
};

/** The pager of every paged list: previous, the page numbers of `rule` (each named "N페이지"), next. Nothing for one page. */
export function Pager({ current, totalPages, href, rule, classNames, label = '페이지', steps = 'text', keepEdgeSteps = false }: Props) {
  if (totalPages <= 1) return null;
  const step = (to: number, direction: 'prev' | 'next') => {
    const text = direction === 'prev' ? '이전' : '다음';
    const content = steps === 'icons' ? direction === 'prev' ? <ChevronLeftIcon size={16} /> : <ChevronRightIcon size={16} /> : text;
    const name = steps === 'icons' ? `${text} 페이지` : undefined;
    if (to >= 1 && to <= totalPages) {
      return (
        <Link to={href(to)} className={classNames.step} aria-label={name}>
          {content}
        </Link>
      );
    }
    return keepEdgeSteps ? (
      <span className={classNames.step} aria-disabled="true" aria-label={name}>
        {content}
      </span>
    ) : null;
  };
  return (
    <nav className={classNames.nav} aria-label={label}>
      {step(current - 1, 'prev')}
      {pageWindow(current, totalPages, rule).map((n) => (
        <Link key={n} to={href(n)} className={classNames.number} aria-current={n === current ? 'page' : undefined} aria-label={`${n}페이지`}>
          {n}
        </Link>
      ))}
      {step(current + 1, 'next')}
    </nav>
  );
}
