import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { Dialog, DialogClose, DialogTitle } from '../dialog/dialog.tsx';
import { CloseIcon, SearchIcon } from '../icons/icons.tsx';
import { SEARCH_TABS, type SearchTab } from './search-tabs.ts';
import styles from './search-modal.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen tab: whoever opens the modal (the header, a page's search bar) decides which one shows. */
  tab: SearchTab;
  onTabChange: (tab: SearchTab) => void;
  /**
   * The search widget of a tab, passed in by the layout (ui cannot import features). With it each tab holds
   * the widget, and the site-wide keyword form stays below it; `close` closes the modal after a search.
   */
  widget?: SearchModalWidget;
};

export type SearchModalWidget = (tab: SearchTab, close: () => void) => ReactNode;

/**
 * The header's search modal (spec 1 §4.5), loaded when first opened (search-launcher.tsx), in the app's one dialog.
 * Each tab holds the search widget the layout passes in (`widget`), then a keyword form for the site-wide
 * search, where an empty keyword only closes the modal and Enter submits (spec 1 §4.2). It opens with the
 * first keyword input focused.
 */
export function SearchModal({ open, onOpenChange, tab, onTabChange: setTab, widget }: Props) {
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SEARCH_TABS.findIndex((t) => t.value === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = SEARCH_TABS[(index + step + SEARCH_TABS.length) % SEARCH_TABS.length];
    if (!next) return;
    setTab(next.value);
    document.getElementById(`${baseId}-tab-${next.value}`)?.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName={styles.overlay}
      className={styles.content}
      initialFocus={() =>
        // The widget's keyword input first when there is one: it opens the keyword pane.
        (widget ? document.getElementById(`${baseId}-panel-${tab}`)?.querySelector<HTMLInputElement>('input') : null) ?? inputRef.current
      }
    >
      <div className={styles.head}>
        <DialogTitle className={styles.title}>검색</DialogTitle>
        <DialogClose className={styles.close} aria-label="검색 닫기">
          <CloseIcon size={22} />
        </DialogClose>
      </div>
      <div role="tablist" aria-label="검색 종류" className={styles.tabs}>
        {SEARCH_TABS.map((t) => (
          <button
            key={t.value}
            id={`${baseId}-tab-${t.value}`}
            type="button"
            role="tab"
            aria-selected={tab === t.value}
            aria-controls={`${baseId}-panel-${t.value}`}
            tabIndex={tab === t.value ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(t.value)}
            onKeyDown={onTabKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      {SEARCH_TABS.map((t) =>
        tab === t.value ? (
          <div key={t.value} id={`${baseId}-panel-${t.value}`} role="tabpanel" aria-labelledby={`${baseId}-tab-${t.value}`}>
            {widget ? <div className={styles.widget}>{widget(t.value, () => onOpenChange(false))}</div> : null}
            <KeywordForm
              category={t.value}
              placeholder={t.prompt}
              inputRef={inputRef}
              onDone={() => onOpenChange(false)}
              label={widget ? '통합 검색' : '검색어'}
            />
          </div>
        ) : null,
      )}
    </Dialog>
  );
}

type KeywordFormProps = { category: SearchTab; placeholder: string; inputRef: Ref<HTMLInputElement>; onDone: () => void; label: string };

function KeywordForm({ category, placeholder, inputRef, onDone, label }: KeywordFormProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const [keyword, setKeyword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = keyword.trim();
    onDone();
    if (text) void navigate(webPaths.pc.totalSearch.href({ category, keyword: text }));
  };

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon size={18} />
          {/* Beside the widget's own 검색 button, this one says what it searches. */}
          {label === '검색어' ? '검색' : label}
        </button>
      </div>
    </form>
  );
}
