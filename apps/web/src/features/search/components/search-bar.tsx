import { Suspense, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Platform } from '@minda/contracts/paths';
import type { Occupancy, SearchSelection, SearchType } from '@minda/contracts/search';
import { SUGGESTION_DEBOUNCE_MS } from '@minda/contracts/rules/limits';
import { canApplyOccupancy, canApplyRange, defaultOccupancy, hotelDefaultDates, type DateRange } from '@minda/contracts/rules/search-widget';
import { defaultStayDates } from '@minda/contracts/rules/stay-dates';
import { useDismiss } from '../../../ui/hooks/use-dismiss.ts';
import { lazyComponent, lazyModule } from '../../../ui/hooks/use-lazy-module.ts';
import { CalendarIcon, CloseIcon, SearchIcon, UserIcon } from '../../../ui/icons/icons.tsx';
import { useToast } from '../../../ui/toast/toast-provider.tsx';
import { logCitySearch } from '../api/log-city-search.ts';
import { usePopularCityChoices } from '../api/get-popular-cities.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { initialKeyword, isChosen, keywordReducer, optionId, suggestionItems, type PlaceChoice, type SuggestionItem } from '../keyword-state.ts';
import { peopleText, periodText, type RecentSearch } from '../recent-searches.ts';
import { rememberCity, rememberSearch } from '../search-cookies.ts';
import { searchTargetHref, type SearchRequest } from '../search-target.ts';
import { EMPTY_KEYWORD_MESSAGES, KEYWORD_PLACEHOLDERS, RECENT_SEARCH_DELETED_TEXT, SEARCH_TYPE_TABS } from '../search-texts.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useRecentSearches } from '../use-recent-searches.ts';
import styles from './search-bar.module.css';

/*
 * The panes render only once a field is opened, so their code stays out of the first load: it comes when
 * the visitor points at or focuses the bar, when the page is idle, or at the latest when a pane opens
 * (behind a placeholder).
 */
const panes = lazyModule(() => import('./search-panes.ts'));
const KeywordPanel = lazyComponent(panes, (m) => m.KeywordPanel);
const DateRangePicker = lazyComponent(panes, (m) => m.DateRangePicker);
const OccupancyEditor = lazyComponent(panes, (m) => m.OccupancyEditor);
const LazyMobilePane = lazyComponent(panes, (m) => m.MobilePane);

/** A mobile pane, behind a blank cover of the same size while the panes' code arrives. */
function MobilePane(props: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Suspense fallback={<div className={styles.mobilePane} aria-busy="true" />}>
      <LazyMobilePane {...props} />
    </Suspense>
  );
}

/** Loads the widget's panes now; resolves once they are there. */
export function preloadSearchPanes(): Promise<unknown> {
  return panes.load();
}

const preloadOnInterest = () => void preloadSearchPanes().catch(() => undefined);
const paneFallback = <div className={styles.paneLoading} aria-busy="true" />;

export type SearchBarProps = {
  /** The tab the widget opens on (stays, hotel, tour). Without `tabs` the widget follows this prop. */
  searchType: SearchType;
  platform: Platform;
  /** Prefill from a results page: the chosen place, dates and party (and optionally another starting tab). */
  initial?: Partial<SearchSelection> & { searchType?: SearchType };
  /** Shows the three product tabs (the PC home, the mobile search page). */
  tabs?: boolean;
  /** Called once a search navigates (the header modal closes itself with it). */
  onSearch?: () => void;
  /** Called when the visitor switches tabs (the mobile search page follows with its title and address). */
  onSearchTypeChange?: (searchType: SearchType) => void;
  /** Opens the keyword pane at once (the mobile search page and the header modal). */
  autoFocus?: boolean;
};

/**
 * The search widget (spec 1 §2.3, §4.2, §5): product tabs, a keyword with suggestions, a date range and the
 * party. On PC the panes open under the bar; on mobile each pane covers the screen. A search lands on the
 * address spec 1 §2 gives for the choice (search-target.ts).
 */
export function SearchBar({ searchType: startType, platform, initial, tabs = false, onSearch, onSearchTypeChange, autoFocus = false }: SearchBarProps) {
  const [chosenType, setChosenType] = useState<SearchType>(initial?.searchType ?? startType);
  const searchType = tabs ? chosenType : startType;
  const tabsId = useId();

  const onTab = (next: SearchType) => {
    setChosenType(next);
    onSearchTypeChange?.(next);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = SEARCH_TYPE_TABS.findIndex((t) => t.value === searchType);
    const next = SEARCH_TYPE_TABS[(index + step + SEARCH_TYPE_TABS.length) % SEARCH_TYPE_TABS.length];
    if (!next) return;
    onTab(next.value);
    document.getElementById(`${tabsId}-tab-${next.value}`)?.focus();
  };

  // The prefill belongs to the tab it was made for; another tab starts empty.
  const initialForType = (initial?.searchType ?? startType) === searchType ? initial : undefined;

  return (
    <div className={styles.widget} data-platform={platform} data-search-type={searchType}>
      {tabs ? (
        <div role="tablist" aria-label="검색할 상품" className={styles.typeTabs}>
          {SEARCH_TYPE_TABS.map((t) => (
            <button
              key={t.value}
              id={`${tabsId}-tab-${t.value}`}
              type="button"
              role="tab"
              aria-selected={t.value === searchType}
              aria-controls={`${tabsId}-panel`}
              tabIndex={t.value === searchType ? 0 : -1}
              className={styles.typeTab}
              onClick={() => onTab(t.value)}
              onKeyDown={onTabKeyDown}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : null}
      <Panel tabsId={tabs ? tabsId : undefined} searchType={searchType}>
        <SearchForm
          key={searchType}
          searchType={searchType}
          platform={platform}
          initial={initialForType}
          autoFocus={autoFocus}
          {...(onSearch ? { onSearch } : {})}
        />
      </Panel>
    </div>
  );
}

function Panel({ tabsId, searchType, children }: { tabsId: string | undefined; searchType: SearchType; children: ReactNode }) {
  if (!tabsId) return <>{children}</>;
  return (
    <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-tab-${searchType}`}>
      {children}
    </div>
  );
}

type Pane = 'none' | 'keyword' | 'date' | 'occupancy';

type FormProps = {
  searchType: SearchType;
  platform: Platform;
  initial: SearchBarProps['initial'];
  autoFocus: boolean;
  onSearch?: () => void;
};

function startingRange(searchType: SearchType, initial: SearchBarProps['initial'], today: Date): DateRange {
  if (initial?.checkInAt && initial.checkOutAt) return { start: initial.checkInAt, end: initial.checkOutAt };
  if (searchType === 'tour') return { start: null, end: null };
  const dates = searchType === 'hotel' ? hotelDefaultDates(today) : defaultStayDates(today);
  return { start: dates.checkInAt, end: dates.checkOutAt };
}

function SearchForm({ searchType, platform, initial, autoFocus, onSearch }: FormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const [today] = useState(() => new Date());
  const [keyword, dispatchKeyword] = useReducer(keywordReducer, initial, initialKeyword);
  const [range, setRange] = useState<DateRange>(() => startingRange(searchType, initial, today));
  const [occupancy, setOccupancy] = useState<Occupancy>(() => (initial?.occupancy?.length ? initial.occupancy : defaultOccupancy(searchType)));
  const [pane, setPane] = useState<Pane>(autoFocus && platform === 'mobile' && !initial?.id ? 'keyword' : 'none');
  const [activeIndex, setActiveIndex] = useState(-1);
  const recent = useRecentSearches(searchType);

  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { listbox: useId(), input: useId() };

  const query = keyword.text.trim();
  const settled = useDebouncedValue(query, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useSuggestions(searchType, settled);
  const popular = usePopularCityChoices(searchType, pane === 'keyword');

  const fresh = query !== '' && settled === query && suggestions.data !== undefined && !suggestions.isPlaceholderData;
  const items = useMemo<SuggestionItem[]>(() => (fresh && suggestions.data ? suggestionItems(suggestions.data) : []), [fresh, suggestions.data]);
  const loading = query !== '' && !fresh && !suggestions.isError;
  const noMatch = query !== '' && (fresh || suggestions.isError) && items.length === 0;
  const options = query === '' || noMatch ? (popular.data ?? []) : items;

  const closePane = () => {
    if (pane === 'keyword') dispatchKeyword({ type: 'close', items });
    setPane('none');
    setActiveIndex(-1);
  };

  // A click outside the widget or Escape closes the open pane (spec 1 §4.2); a mobile pane is a dialog, which closes itself.
  useDismiss(rootRef, pane !== 'none' && platform === 'pc', closePane);

  useEffect(() => {
    if (autoFocus && platform === 'pc') inputRef.current?.focus();
  }, [autoFocus, platform]);

  useEffect(() => panes.preloadWhenIdle(), []);

  const openPane = (next: Pane) => {
    if (pane === 'keyword' && next !== 'keyword') dispatchKeyword({ type: 'close', items });
    setPane(next);
    setActiveIndex(-1);
  };

  const go = (request: SearchRequest) => {
    recent.add({
      id: request.place.id,
      type: request.place.type,
      name: request.place.name,
      checkInAt: request.searchType === 'tour' ? null : request.checkInAt,
      checkOutAt: request.searchType === 'tour' ? null : request.checkOutAt,
      occupancy: request.occupancy,
      ...(request.place.neighborhoodId !== undefined ? { neighborhoodId: request.place.neighborhoodId } : {}),
      ...(request.place.pointOfInterestId !== undefined ? { pointOfInterestId: request.place.pointOfInterestId } : {}),
    });
    rememberSearch(searchType, request);
    if (request.place.type === 'city' && (searchType === 'stays' || searchType === 'tour')) {
      rememberCity(request.place.id);
      void logCitySearch(searchType, { category: request.place.id, ...(request.place.name ? { categoryName: request.place.name } : {}) });
    }
    setPane('none');
    onSearch?.();
    void navigate(searchTargetHref(request, platform));
  };

  const submit = () => {
    let place: PlaceChoice = keyword.selection;
    if (pane === 'keyword') {
      const committed = keywordReducer(keyword, { type: 'close', items });
      dispatchKeyword({ type: 'set', state: committed });
      place = committed.selection;
    }
    if (!isChosen(place)) {
      // Mobile opens the keyword pane when a name is typed but none chosen; an empty keyword gets the toast.
      if (platform === 'mobile' && query !== '') {
        setPane('keyword');
        return;
      }
      setPane('none');
      toast.show(EMPTY_KEYWORD_MESSAGES[searchType]);
      return;
    }
    if (searchType !== 'tour' && !canApplyRange(range)) {
      setPane('date');
      return;
    }
    if (!canApplyOccupancy(occupancy)) {
      setPane('occupancy');
      return;
    }
    go({ searchType, place, checkInAt: range.start, checkOutAt: range.end, occupancy });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const pick = (item: SuggestionItem) => {
    dispatchKeyword({ type: 'pick', item });
    setPane(searchType === 'tour' ? 'none' : platform === 'mobile' ? 'none' : 'date');
    setActiveIndex(-1);
  };

  const onRecent = (entry: RecentSearch) => {
    const reused = recent.reuse(entry, today);
    const place: PlaceChoice = { id: reused.id, name: reused.name, type: reused.type };
    if (reused.neighborhoodId !== undefined) place.neighborhoodId = reused.neighborhoodId;
    if (reused.pointOfInterestId !== undefined) place.pointOfInterestId = reused.pointOfInterestId;
    dispatchKeyword({ type: 'pick', item: place });
    const occ = reused.occupancy.length ? reused.occupancy : defaultOccupancy(searchType);
    setRange({ start: reused.checkInAt, end: reused.checkOutAt });
    setOccupancy(occ);
    go({ searchType, place, checkInAt: reused.checkInAt, checkOutAt: reused.checkOutAt, occupancy: occ });
  };

  const onDeleteRecent = (entry: RecentSearch) => {
    recent.remove(entry);
    toast.show(RECENT_SEARCH_DELETED_TEXT);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (pane !== 'keyword') setPane('keyword');
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && pane === 'keyword' && activeIndex >= 0 && options[activeIndex]) {
      event.preventDefault();
      pick(options[activeIndex]);
    }
  };

  const keywordPanel = (
    <Suspense fallback={paneFallback}>
      <KeywordPanel
        listboxId={ids.listbox}
        query={query}
        loading={loading}
        options={options}
        noMatch={noMatch}
        activeIndex={activeIndex}
        recent={recent.list}
        onPick={pick}
        onRecent={onRecent}
        onDeleteRecent={onDeleteRecent}
      />
    </Suspense>
  );

  const dateText = range.start && range.end ? periodText(range.start, range.end) : '날짜를 선택해 주세요';
  const peopleSummary = peopleText(searchType, occupancy);
  const expanded = pane === 'keyword' && options.length > 0;

  const keywordInput = (
    <input
      ref={inputRef}
      id={ids.input}
      className={styles.keywordInput}
      type="text"
      role="combobox"
      aria-expanded={expanded}
      aria-controls={expanded ? ids.listbox : undefined}
      aria-autocomplete="list"
      aria-activedescendant={expanded && activeIndex >= 0 ? optionId(ids.listbox, activeIndex) : undefined}
      value={keyword.text}
      placeholder={KEYWORD_PLACEHOLDERS[searchType]}
      autoComplete="off"
      enterKeyHint="search"
      // The mobile page opens the pane with the keyboard up.
      autoFocus={platform === 'mobile' && pane === 'keyword'}
      onFocus={() => {
        if (pane !== 'keyword') openPane('keyword');
      }}
      onChange={(e) => {
        dispatchKeyword({ type: 'input', text: e.target.value });
        setActiveIndex(-1);
        if (pane !== 'keyword') setPane('keyword');
      }}
      onKeyDown={onInputKeyDown}
    />
  );

  const clearButton =
    keyword.text !== '' ? (
      <button
        type="button"
        className={styles.clear}
        aria-label="검색어 지우기"
        onClick={() => {
          dispatchKeyword({ type: 'clear' });
          inputRef.current?.focus();
        }}
      >
        <CloseIcon size={16} />
      </button>
    ) : null;

  const occupancyTitle = searchType === 'hotel' ? '객실 및 인원 선택' : '인원 선택';
  const datePicker = (
    <Suspense fallback={paneFallback}>
      <DateRangePicker
        searchType={searchType}
        platform={platform}
        today={today}
        value={range}
        onApply={(next) => {
          setRange(next);
          // On PC the party pane follows the dates; a mobile pane returns to the form.
          setPane(platform === 'pc' ? 'occupancy' : 'none');
        }}
      />
    </Suspense>
  );
  const occupancyEditor = (
    <Suspense fallback={paneFallback}>
      <OccupancyEditor
        searchType={searchType}
        today={today}
        value={occupancy}
        onApply={(next) => {
          setOccupancy(next);
          setPane('none');
        }}
      />
    </Suspense>
  );

  // Pointer or focus anywhere on the bar starts loading the panes (decision 012).
  const formProps = { ref: rootRef, role: 'search', 'aria-label': '상품 검색', onSubmit, onPointerEnter: preloadOnInterest, onFocus: preloadOnInterest, noValidate: true };

  if (platform === 'mobile') {
    return (
      <form {...formProps} className={styles.mobileForm}>
        <button type="button" className={styles.mobileRow} onClick={() => openPane('keyword')} aria-haspopup="dialog">
          <SearchIcon size={20} />
          <span className={keyword.text ? styles.rowValue : styles.rowPlaceholder}>{keyword.text || KEYWORD_PLACEHOLDERS[searchType]}</span>
        </button>
        {searchType !== 'tour' ? (
          <>
            <button type="button" className={styles.mobileRow} onClick={() => openPane('date')} aria-haspopup="dialog">
              <CalendarIcon size={20} />
              <span className={styles.rowValue}>{dateText}</span>
            </button>
            <button type="button" className={styles.mobileRow} onClick={() => openPane('occupancy')} aria-haspopup="dialog">
              <UserIcon size={20} />
              <span className={styles.rowValue}>{peopleSummary}</span>
            </button>
          </>
        ) : null}
        <button type="submit" className={styles.submitMobile}>
          검색
        </button>

        {pane === 'keyword' ? (
          <MobilePane title="검색어 입력" onClose={closePane}>
            <div className={styles.mobileKeywordRow}>
              <label htmlFor={ids.input} className="visually-hidden">
                검색어
              </label>
              {keywordInput}
              {clearButton}
              <button type="submit" className={styles.iconSubmit} aria-label="검색">
                <SearchIcon size={20} />
              </button>
            </div>
            {keywordPanel}
          </MobilePane>
        ) : null}
        {pane === 'date' ? (
          <MobilePane title="날짜 선택" onClose={closePane}>
            {datePicker}
          </MobilePane>
        ) : null}
        {pane === 'occupancy' ? (
          <MobilePane title={occupancyTitle} onClose={closePane}>
            {occupancyEditor}
          </MobilePane>
        ) : null}
      </form>
    );
  }

  return (
    <form {...formProps} className={styles.pcForm}>
      <div className={`${styles.field} ${styles.keywordField}`}>
        <label htmlFor={ids.input} className={styles.fieldLabel}>
          {searchType === 'tour' ? '여행지·투어' : '여행지·숙소'}
        </label>
        <div className={styles.keywordRow}>
          {keywordInput}
          {clearButton}
        </div>
        {pane === 'keyword' ? <div className={`${styles.popover} ${styles.keywordPopover}`}>{keywordPanel}</div> : null}
      </div>
      {searchType !== 'tour' ? (
        <>
          <PcField
            className={styles.dateField}
            label="체크인 - 체크아웃"
            icon={<CalendarIcon size={18} />}
            value={dateText}
            open={pane === 'date'}
            onToggle={() => (pane === 'date' ? closePane() : openPane('date'))}
            dialogLabel="날짜 선택"
            popoverClassName={styles.datePopover}
          >
            {datePicker}
          </PcField>
          <PcField
            label={searchType === 'hotel' ? '객실 및 인원' : '인원'}
            icon={<UserIcon size={18} />}
            value={peopleSummary}
            open={pane === 'occupancy'}
            onToggle={() => (pane === 'occupancy' ? closePane() : openPane('occupancy'))}
            dialogLabel={occupancyTitle}
            popoverClassName={styles.occupancyPopover}
          >
            {occupancyEditor}
          </PcField>
        </>
      ) : null}
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        검색
      </button>
    </form>
  );
}

type PcFieldProps = {
  label: string;
  icon: ReactNode;
  value: string;
  open: boolean;
  onToggle: () => void;
  dialogLabel: string;
  popoverClassName: string | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** A field of the PC bar: its label and current value on a button that opens its pane below. */
function PcField({ label, icon, value, open, onToggle, dialogLabel, popoverClassName, className, children }: PcFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <span className={styles.fieldLabel} id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={styles.fieldButton}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={onToggle}
      >
        {icon}
        <span id={`${id}-value`}>{value}</span>
      </button>
      {open ? (
        <div id={id} role="dialog" aria-label={dialogLabel} className={`${styles.popover} ${popoverClassName ?? ''}`}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
