import { useId, useState, type FormEvent } from 'react';
import { lastSelectableDay } from '@minda/contracts/rules/search-widget';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import { adultsText, STAY_MAX_ADULTS, STAY_MIN_ADULTS, stayDatesProblem } from '@minda/contracts/rules/stay-pricing';
import styles from './stay-detail.module.css';

export type StayVisitValue = { checkInAt: string; checkOutAt: string; adults: number };

type Props = {
  value: StayVisitValue;
  onApply: (value: StayVisitValue) => void;
  today?: Date;
  /** The check-in field's id, so the page can bring the shopper to it (예약하기 without chosen dates). */
  checkInId?: string;
};

/**
 * The dates and party of the detail page: check-in, check-out and adults (1-14), checked with the same
 * rules as the search widget and the API before the page's address (and so its prices) changes.
 */
export function StayVisitForm({ value, onApply, today = new Date(), checkInId }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
    setError(null);
  }
  const min = toDateParam(today);
  const max = lastSelectableDay(today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = stayDatesProblem(draft.checkInAt, draft.checkOutAt, min);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onApply(draft);
  };

  return (
    <form className={styles.visitForm} onSubmit={submit} aria-label="날짜와 인원">
      <label className={styles.field}>
        <span>체크인</span>
        <input id={checkInId} type="date" min={min} max={max} value={draft.checkInAt} required onChange={(e) => setDraft({ ...draft, checkInAt: e.target.value })} />
      </label>
      <label className={styles.field}>
        <span>체크아웃</span>
        <input type="date" min={min} max={max} value={draft.checkOutAt} required onChange={(e) => setDraft({ ...draft, checkOutAt: e.target.value })} />
      </label>
      <div className={styles.field} role="group" aria-labelledby={`${id}-adults`}>
        <span id={`${id}-adults`}>인원</span>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label="성인 1명 줄이기"
            disabled={draft.adults <= STAY_MIN_ADULTS}
            onClick={() => setDraft({ ...draft, adults: Math.max(STAY_MIN_ADULTS, draft.adults - 1) })}
          >
            −
          </button>
          <output aria-live="polite" data-testid="stay-visit-adults">
            {adultsText(draft.adults)}
          </output>
          <button
            type="button"
            aria-label="성인 1명 늘리기"
            disabled={draft.adults >= STAY_MAX_ADULTS}
            onClick={() => setDraft({ ...draft, adults: Math.min(STAY_MAX_ADULTS, draft.adults + 1) })}
          >
            +
          </button>
        </div>
      </div>
      <button type="submit" className={styles.applyButton}>
        요금 다시 보기
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
