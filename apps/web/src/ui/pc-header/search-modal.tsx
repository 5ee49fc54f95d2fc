import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { CloseIcon, SearchIcon } from '../icons/icons.tsx';
import styles from './search-modal.module.css';

/** The three search tabs; the value is the `category` sent to the site-wide search, the prompt the input's hint. */
export const SEARCH_TABS = [
  { value: 'stays', label: '한인민박', prompt: '도시나 민박 이름으로 검색해 보세요' },
  { value: 'hotel', label: '해외호텔', prompt: '도시나 호텔 이름으로 검색해 보세요' },
  { value: 'tour', label: '투어·티켓', prompt: '도시나 투어·티켓 이름으로 검색해 보세요' },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]['value'];

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen tab: whoever opens the modal (the header, a page's search bar) decides which one shows. */
  tab: SearchTab;
  onTabChange: (tab: SearchTab) => void;
};

/**
 * The header's search modal (spec 1 §4.5). Radix Dialog traps focus and locks page scroll while it is open.
 * Until the full search widget lands (issue 4) each tab holds a keyword form for the site-wide search;
 * an empty keyword only closes the modal (spec 1 §4.2). It opens with the keyword input focused.
 */
export function SearchModal({ open, onOpenChange, tab, onTabChange: setTab }: Props) {
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>검색</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="검색 닫기">
              <CloseIcon size={22} />
            </Dialog.Close>
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
                <KeywordForm category={t.value} placeholder={t.prompt} inputRef={inputRef} onDone={() => onOpenChange(false)} />
              </div>
            ) : null,
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type KeywordFormProps = { category: SearchTab; placeholder: string; inputRef: Ref<HTMLInputElement>; onDone: () => void };

function KeywordForm({ category, placeholder, inputRef, onDone }: KeywordFormProps) {
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
        검색어
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
          검색
        </button>
      </div>
    </form>
  );
}
