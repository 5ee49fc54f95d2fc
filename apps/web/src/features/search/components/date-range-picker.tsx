import { memo, useDeferredValue, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Platform } from '@minda/contracts/paths';
import type { SearchType } from '@minda/contracts/search';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import {
  calendarMonths,
  canApplyRange,
  CALENDAR_MONTHS,
  clickDay,
  MOBILE_CALENDAR_MONTHS,
  selectableDayTest,
  type DateRange,
} from '@minda/contracts/rules/search-widget';
import { KOREAN_WEEKDAYS } from '@minda/contracts/rules/stay-dates';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons/icons.tsx';
import { periodText } from '../recent-searches.ts';
import { RANGE_TOO_LONG_ALERT } from '../search-texts.ts';
import styles from './search-bar.module.css';

type Props = {
  searchType: SearchType;
  platform: Platform;
  today: Date;
  /** The range the widget holds; the picker edits a copy until the range is complete or applied. */
  value: DateRange;
  onApply: (range: DateRange) => void;
};

/**
 * The date pane (spec 1 §4.2, §5): PC shows two months side by side with month navigation, mobile a
 * vertical list that adds months as the visitor scrolls. A second click on another day completes the
 * range and applies it; Apply works only with at least one night.
 */
export function DateRangePicker({ searchType, platform, today, value, onApply }: Props) {
  const [draft, setDraft] = useState<DateRange>(value);
  const months = calendarMonths(today);

  const onDay = (day: string) => {
    const result = clickDay(draft, day, { today, searchType });
    if (result.tooLong) {
      window.alert(RANGE_TOO_LONG_ALERT);
      return;
    }
    setDraft(result.range);
    if (result.close) onApply(result.range);
  };

  const summary = draft.start && draft.end ? periodText(draft.start, draft.end) : draft.start ? '체크아웃 날짜를 선택해 주세요' : '체크인 날짜를 선택해 주세요';

  return (
    <div className={styles.datePicker} data-platform={platform}>
      {platform === 'pc' ? (
        <PcMonths months={months} draft={draft} today={today} onDay={onDay} />
      ) : (
        <MobileMonths months={months} draft={draft} today={today} onDay={onDay} />
      )}
      <div className={styles.paneFooter}>
        <p className={styles.paneSummary} aria-live="polite">
          {summary}
        </p>
        <button type="button" className={styles.apply} disabled={!canApplyRange(draft)} onClick={() => onApply(draft)}>
          적용
        </button>
      </div>
    </div>
  );
}

type MonthsProps = { months: { year: number; month: number }[]; draft: DateRange; today: Date; onDay: (day: string) => void };

function PcMonths({ months, draft, today, onDay }: MonthsProps) {
  // The left month's index; the last pair shows the 12th and 13th months.
  const [offset, setOffset] = useState(() => initialOffset(months, draft.start));
  const shown = months.slice(offset, offset + 2);
  return (
    <div className={styles.pcMonths}>
      <button type="button" className={`${styles.monthNav} ${styles.monthPrev}`} aria-label="이전 달" disabled={offset === 0} onClick={() => setOffset(offset - 1)}>
        <ChevronLeftIcon size={20} />
      </button>
      {shown.map((m) => (
        <MonthGrid key={`${m.year}-${m.month}`} {...m} draft={draft} today={today} onDay={onDay} />
      ))}
      <button
        type="button"
        className={`${styles.monthNav} ${styles.monthNext}`}
        aria-label="다음 달"
        disabled={offset >= CALENDAR_MONTHS - 2}
        onClick={() => setOffset(offset + 1)}
      >
        <ChevronRightIcon size={20} />
      </button>
    </div>
  );
}

function initialOffset(months: { year: number; month: number }[], start: string | null): number {
  if (!start) return 0;
  const index = months.findIndex((m) => start.startsWith(`${m.year}-${String(m.month).padStart(2, '0')}`));
  return Math.max(0, Math.min(index, CALENDAR_MONTHS - 2));
}

function MobileMonths({ months, draft, today, onDay }: MonthsProps) {
  const [count, setCount] = useState<number>(MOBILE_CALENDAR_MONTHS.first);
  // The pane opens with its first month and draws the others just after, in the background: the tap that
  // opens it paints at once on a slow phone.
  const shown = useDeferredValue(count, 1);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = shown < months.length;
  // The end of the list asks for more only once the months asked for are drawn.
  const drawn = shown === count;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !more || !drawn || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setCount((c) => Math.min(c + MOBILE_CALENDAR_MONTHS.step, months.length));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, drawn, months.length, count]);

  return (
    <div className={styles.mobileMonths}>
      <div className={styles.weekHead} aria-hidden="true">
        {KOREAN_WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      {months.slice(0, shown).map((m) => (
        <MonthGrid key={`${m.year}-${m.month}`} {...m} draft={draft} today={today} onDay={onDay} hideWeekHead />
      ))}
      {more ? (
        <div ref={sentinel} className={styles.moreMonths}>
          <button type="button" className={styles.linkButton} onClick={() => setCount((c) => Math.min(c + MOBILE_CALENDAR_MONTHS.step, months.length))}>
            다음 달 더 보기
          </button>
        </div>
      ) : null}
    </div>
  );
}

type MonthGridProps = { year: number; month: number; draft: DateRange; today: Date; onDay: (day: string) => void; hideWeekHead?: boolean };

/**
 * A month's table. Opening the picker draws three to four months of days on a phone's busy main thread, so a
 * day is plain markup (its label built from numbers, not a date formatter) and the month takes the clicks of
 * all its days (one handler reading the day from the button).
 */
function MonthGrid({ year, month, draft, today, onDay, hideWeekHead = false }: MonthGridProps) {
  const firstWeekday = new Date(year, month - 1, 1).getDay();
  const daysInMonth = new Date(year, month, 0).getDate();
  const monthParam = `${year}-${String(month).padStart(2, '0')}`;
  const cells: (number | null)[] = [...Array.from({ length: firstWeekday }, () => null), ...Array.from({ length: daysInMonth }, (_, i) => i + 1)];
  const title = `${year}년 ${month}월`;
  const todayParam = toDateParam(today);
  const isSelectable = selectableDayTest(today);
  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const day = (event.target as Element).closest<HTMLButtonElement>('button[data-day]');
    if (day && !day.disabled && day.dataset.day) onDay(day.dataset.day);
  };
  return (
    <section className={styles.month} aria-label={title} data-month={monthParam}>
      <h3 className={styles.monthTitle}>{title}</h3>
      <table className={styles.monthTable}>
        {hideWeekHead ? null : (
          <thead>
            <tr>
              {KOREAN_WEEKDAYS.map((d) => (
                <th key={d} scope="col" abbr={`${d}요일`}>
                  {d}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody onClick={onClick}>
          {chunk(cells, 7).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (date === null) return <td key={j} />;
                const day = `${monthParam}-${String(date).padStart(2, '0')}`;
                return (
                  <td key={j}>
                    <DayButton
                      day={day}
                      title={`${title} ${date}일 ${KOREAN_WEEKDAYS[(firstWeekday + date - 1) % 7]}요일`}
                      selectable={isSelectable(day)}
                      isStart={day === draft.start}
                      isEnd={day === draft.end}
                      inRange={draft.start !== null && draft.end !== null && day > draft.start && day < draft.end}
                      isToday={day === todayParam}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type DayProps = { day: string; title: string; selectable: boolean; isStart: boolean; isEnd: boolean; inRange: boolean; isToday: boolean };

/** A day of the month; kept as it is when a click changes other days. */
const DayButton = memo(function DayButton({ day, title, selectable, isStart, isEnd, inRange, isToday }: DayProps) {
  return (
    <button
      type="button"
      className={`${styles.day} ${isStart || isEnd ? styles.dayEdge : ''} ${inRange ? styles.dayInRange : ''} ${isToday ? styles.today : ''}`}
      disabled={!selectable}
      aria-pressed={isStart || isEnd}
      aria-label={`${title}${isStart ? ', 체크인' : ''}${isEnd ? ', 체크아웃' : ''}`}
      data-day={day}
    >
      {Number(day.slice(8))}
    </button>
  );
});

function chunk<T>(list: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < list.length; i += size) rows.push(list.slice(i, i + size));
  return rows;
}
