import { CalendarIcon, SearchIcon, UserIcon } from '../../../ui/icons/icons.tsx';
import { KEYWORD_PLACEHOLDERS } from '../search-texts.ts';
import { MobilePane } from './lazy-panes.tsx';
import type { SearchFormLayoutProps } from './search-form-layout.ts';
import styles from './search-bar.module.css';

/** The mobile search form: one row per field, each opening its pane over the screen (spec 1 §4.2). */
export function MobileSearchForm(props: SearchFormLayoutProps) {
  const { searchType, pane, form, inputId, keywordText, onOpen, onClose } = props;
  return (
    <form {...form} className={styles.mobileForm}>
      <button type="button" className={styles.mobileRow} onClick={() => onOpen('keyword')} aria-haspopup="dialog">
        <SearchIcon size={20} />
        <span className={keywordText ? styles.rowValue : styles.rowPlaceholder}>{keywordText || KEYWORD_PLACEHOLDERS[searchType]}</span>
      </button>
      {searchType !== 'tour' ? (
        <>
          <button type="button" className={styles.mobileRow} onClick={() => onOpen('date')} aria-haspopup="dialog">
            <CalendarIcon size={20} />
            <span className={styles.rowValue}>{props.dateText}</span>
          </button>
          <button type="button" className={styles.mobileRow} onClick={() => onOpen('occupancy')} aria-haspopup="dialog">
            <UserIcon size={20} />
            <span className={styles.rowValue}>{props.peopleText}</span>
          </button>
        </>
      ) : null}
      <button type="submit" className={styles.submitMobile}>
        검색
      </button>

      {pane === 'keyword' ? (
        <MobilePane title="검색어 입력" onClose={onClose}>
          <div className={styles.mobileKeywordRow}>
            <label htmlFor={inputId} className="visually-hidden">
              검색어
            </label>
            {props.keywordInput}
            {props.clearButton}
            <button type="submit" className={styles.iconSubmit} aria-label="검색">
              <SearchIcon size={20} />
            </button>
          </div>
          {props.keywordPanel}
        </MobilePane>
      ) : null}
      {pane === 'date' ? (
        <MobilePane title="날짜 선택" onClose={onClose}>
          {props.datePicker}
        </MobilePane>
      ) : null}
      {pane === 'occupancy' ? (
        <MobilePane title={props.occupancyTitle} onClose={onClose}>
          {props.occupancyEditor}
        </MobilePane>
      ) : null}
    </form>
  );
}
