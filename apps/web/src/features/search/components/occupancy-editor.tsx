import { useReducer } from 'react';
import type { Occupancy, SearchType } from '@minda/contracts/search';
import {
  ADULTS_PER_ROOM,
  canApplyOccupancy,
  CHILD_AGE,
  CHILD_AGE_UNSET,
  CHILDREN_PER_ROOM_MAX,
  occupancyReducer,
  ROOMS_MAX,
} from '@minda/contracts/rules/search-widget';
import { childAgeLabel, childrenHelpText, INFANT_HINT } from '../search-texts.ts';
import styles from './search-bar.module.css';

type Props = {
  searchType: SearchType;
  today: Date;
  value: Occupancy;
  onApply: (occupancy: Occupancy) => void;
};

const AGES = Array.from({ length: CHILD_AGE.max - CHILD_AGE.min + 1 }, (_, i) => CHILD_AGE.min + i);

/**
 * The party pane (spec 1 §4.2 "Room guest editor", §5). Stays count adults only (one room); hotels edit
 * rooms, adults and child ages. Apply is disabled while a child's age is unset.
 */
export function OccupancyEditor({ searchType, today, value, onApply }: Props) {
  const [draft, dispatch] = useReducer(occupancyReducer(searchType), value);
  const hotel = searchType === 'hotel';
  const rooms = hotel ? draft : draft.slice(0, 1);

  return (
    <div className={styles.occupancy}>
      <ol className={styles.rooms}>
        {rooms.map((room, r) => (
          <li key={r} className={styles.room}>
            {hotel ? (
              <div className={styles.roomHead}>
                <h3 className={styles.roomTitle}>객실 {r + 1}</h3>
                {r > 0 ? (
                  <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'removeRoom', room: r })}>
                    객실 {r + 1} 삭제
                  </button>
                ) : null}
              </div>
            ) : null}
            <Stepper
              label="성인"
              sub={hotel ? undefined : '민박은 성인 인원으로 검색합니다'}
              roomLabel={hotel ? `객실 ${r + 1} ` : ''}
              value={room.adult}
              min={ADULTS_PER_ROOM.min}
              max={ADULTS_PER_ROOM.max}
              onChange={(adults) => dispatch({ type: 'setAdults', room: r, adults })}
            />
            {hotel ? (
              <>
                <Stepper
                  label="아동"
                  sub={`만 ${CHILD_AGE.min}~${CHILD_AGE.max}세`}
                  roomLabel={`객실 ${r + 1} `}
                  value={room.children.length}
                  min={0}
                  max={CHILDREN_PER_ROOM_MAX}
                  onChange={(count) => dispatch({ type: count > room.children.length ? 'addChild' : 'removeChild', room: r })}
                />
                {room.children.length ? (
                  <div className={styles.ages}>
                    {room.children.map((age, i) => (
                      <label key={i} className={styles.ageField}>
                        <span>
                          객실 {r + 1} 아동 {i + 1} 나이
                        </span>
                        <select
                          value={age}
                          aria-invalid={age === CHILD_AGE_UNSET}
                          onChange={(e) => dispatch({ type: 'setChildAge', room: r, index: i, age: Number(e.target.value) })}
                        >
                          <option value={CHILD_AGE_UNSET} disabled>
                            나이 선택
                          </option>
                          {AGES.map((a) => (
                            <option key={a} value={a}>
                              {childAgeLabel(a)}
                            </option>
                          ))}
                        </select>
                      </label>
                    ))}
                  </div>
                ) : null}
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {hotel ? (
        <>
          <button type="button" className={styles.addRoom} disabled={draft.length >= ROOMS_MAX} onClick={() => dispatch({ type: 'addRoom' })}>
            객실 추가
          </button>
          <p className={styles.help}>{childrenHelpText(today)}</p>
        </>
      ) : null}
      <p className={styles.help}>{INFANT_HINT}</p>
      <div className={styles.paneFooter}>
        <button type="button" className={styles.reset} onClick={() => dispatch({ type: 'reset' })}>
          초기화
        </button>
        <button type="button" className={styles.apply} disabled={!canApplyOccupancy(draft)} onClick={() => onApply(hotel ? draft : draft.slice(0, 1))}>
          적용
        </button>
      </div>
    </div>
  );
}

type StepperProps = { label: string; sub: string | undefined; roomLabel: string; value: number; min: number; max: number; onChange: (value: number) => void };

function Stepper({ label, sub, roomLabel, value, min, max, onChange }: StepperProps) {
  return (
    <div className={styles.stepper}>
      <div className={styles.stepperLabel}>
        <span>{label}</span>
        {sub ? <small>{sub}</small> : null}
      </div>
      <div className={styles.stepperControls}>
        <button type="button" className={styles.stepButton} aria-label={`${roomLabel}${label} 빼기`} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output className={styles.stepValue} aria-label={`${roomLabel}${label} 인원`}>
          {value}
        </output>
        <button type="button" className={styles.stepButton} aria-label={`${roomLabel}${label} 더하기`} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
