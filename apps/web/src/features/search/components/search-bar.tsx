import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Platform } from '@minda/contracts/paths';
import type { SearchSelection, SearchType } from '@minda/contracts/search';
import { SUGGESTION_DEBOUNCE_MS } from '@minda/contracts/rules/limits';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDismiss } from '../../../ui/hooks/use-dismiss.ts';
import { CloseIcon } from '../../../ui/icons/icons.tsx';
import { useToast } from '../../../ui/toast/toast-provider.tsx';
import { logCitySearch } from '../api/log-city-search.ts';
import { usePopularCityChoices } from '../api/get-popular-cities.ts';
import { suggestionsQueryOptions, useSuggestions } from '../api/get-suggestions.ts';
import { isChosen, optionId, suggestionItems, type SuggestionItem } from '../keyword-state.ts';
import { peopleText, periodText, type RecentSearch } from '../recent-searches.ts';
import { rememberCity, rememberSearch } from '../search-cookies.ts';
import { initialSearchForm, searchFormTransition, type SearchFormAction, type SearchFormEffect, type SearchFormState } from '../search-form.ts';
import { KEYWORD_PLACEHOLDERS, RECENT_SEARCH_DELETED_TEXT, SEARCH_TYPE_TABS } from '../search-texts.ts';
import { searchSummaryText } from '../search-summary.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useRecentSearches } from '../use-recent-searches.ts';
import { DateRangePicker, KeywordPanel, OccupancyEditor, paneFallback, preloadPanesOnInterest, preloadPanesWhenIdle } from './lazy-panes.tsx';
import { MobileSearchForm } from './mobile-search-form.tsx';
import { PcSearchForm } from './pc-search-form.tsx';
import type { SearchFormLayoutProps } from './search-form-layout.ts';
import { SearchSummary } from './search-summary.tsx';
import styles from './search-bar.module.css';

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
  /** On mobile, shows one line (place · dates · party) that expands into the form (the results pages). */
  collapsible?: boolean;
};

/**
 * The search widget (spec 1 §2.3, §4.2, §5): product tabs, a keyword with suggestions, a date range and the
 * party. On PC the panes open under the bar; on mobile each pane covers the screen. A search lands on the
 * address spec 1 §2 gives for the choice (search-target.ts).
 */
export function SearchBar({ searchType: startType, platform, initial, tabs = false, onSearch, onSearchTypeChange, autoFocus = false, collapsible = false }: SearchBarProps) {
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
          collapsed={collapsible && platform === 'mobile'}
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

type FormProps = {
  searchType: SearchType;
  platform: Platform;
  initial: SearchBarProps['initial'];
  autoFocus: boolean;
  collapsed: boolean;
  onSearch?: () => void;
};

/**
 * One product tab's form: its state moves through `searchFormTransition` (search-form.ts, where the rules
 * are), this component wires the fields and the suggestion queries to it and carries out what a search
 * decides (record it and go, or show a toast); the PC and mobile layouts only arrange the fields.
 */
function SearchForm({ searchType, platform, initial, autoFocus, collapsed, onSearch }: FormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [today] = useState(() => new Date());
  const [state, setState] = useState<SearchFormState>(() => initialSearchForm({ searchType, platform, prefill: initial, autoFocus, today }));
  const [keywordPanelShown, setKeywordPanelShown] = useState(false);
  const showKeywordPanel = useCallback(() => setKeywordPanelShown(true), []);
  const { keyword, range, occupancy, pane, activeIndex } = state;
  const recent = useRecentSearches(searchType);

  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { listbox: useId(), input: useId() };

  const query = keyword.text.trim();
  const settled = useDebouncedValue(query, SUGGESTION_DEBOUNCE_MS);
  // Asked in the browser only: the server's page never shows the keyword pane (a prefilled keyword waits for hydration).
  const hydrated = useHydrated();
  const suggestions = useSuggestions(searchType, hydrated ? settled : '');
  const popular = usePopularCityChoices(searchType, pane === 'keyword');

  const fresh = query !== '' && settled === query && suggestions.data !== undefined && !suggestions.isPlaceholderData;
  const items = useMemo<SuggestionItem[]>(() => (fresh && suggestions.data ? suggestionItems(suggestions.data) : []), [fresh, suggestions.data]);
  const loading = query !== '' && !fresh && !suggestions.isError;
  const noMatch = query !== '' && (fresh || suggestions.isError) && items.length === 0;
  const options = query === '' || noMatch ? (popular.data ?? []) : items;

  const perform = (effect: SearchFormEffect) => {
    if (effect.type === 'toast') {
      toast.show(effect.message);
      return;
    }
    if (effect.type === 'keyword-search') {
      onSearch?.();
      void navigate(effect.href);
      return;
    }
    const { request } = effect;
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
    onSearch?.();
    void navigate(effect.href);
  };

  // Events may come twice before a render (a pick, then the blur that closes the pane): each starts from the latest state.
  const latest = useRef(state);
  const run = (action: SearchFormAction) => {
    const { state: next, effect } = searchFormTransition(latest.current, action);
    latest.current = next;
    setState(next);
    if (effect) perform(effect);
  };

  /**
   * Search pressed: typed text with nothing chosen searches through its suggestions, so a press before they
   * arrive (the 300 ms pause, a slow answer) asks for them first; a failed answer leaves the text as free text.
   */
  const waitingForSuggestions = useRef(false);
  const submit = async () => {
    const text = latest.current.keyword.text.trim();
    if (isChosen(latest.current.keyword.selection) || text === '' || (fresh && text === query)) {
      run({ type: 'submit', items });
      return;
    }
    if (waitingForSuggestions.current) return;
    waitingForSuggestions.current = true;
    let answered: SuggestionItem[] = [];
    try {
      answered = suggestionItems(await queryClient.fetchQuery(suggestionsQueryOptions(searchType, text)));
    } catch {
      // No suggestions to go by: the text is searched as free text.
    } finally {
      waitingForSuggestions.current = false;
    }
    // Typing on while waiting makes another search: this answer was for the text pressed.
    if (latest.current.keyword.text.trim() === text) run({ type: 'submit', items: answered });
  };

  const closePane = () => run({ type: 'close', items });
  const openPane: SearchFormLayoutProps['onOpen'] = (next) => run({ type: 'open', pane: next, items });
  const pick = (item: SuggestionItem) => run({ type: 'pick', item });

  // A click outside the widget or Escape closes the open pane (spec 1 §4.2); a mobile pane is a dialog, which closes itself.
  useDismiss(rootRef, pane !== 'none' && platform === 'pc', closePane);

  useEffect(() => {
    if (autoFocus && platform === 'pc') inputRef.current?.focus();
  }, [autoFocus, platform]);

  useEffect(() => preloadPanesWhenIdle(), []);

  const onRecent = (entry: RecentSearch) => run({ type: 'reuse', entry: recent.reuse(entry, today) });

  const onDeleteRecent = (entry: RecentSearch) => {
    recent.remove(entry);
    toast.show(RECENT_SEARCH_DELETED_TEXT);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      run({ type: 'move', step: event.key === 'ArrowDown' ? 1 : -1, optionCount: options.length });
    } else if (event.key === 'Enter' && pane === 'keyword' && activeIndex >= 0 && options[activeIndex]) {
      event.preventDefault();
      pick(options[activeIndex]);
    }
  };

  // The panel is a lazy chunk: until it is on screen, its listbox does not exist and the input must not point at it.
  const expanded = pane === 'keyword' && options.length > 0 && keywordPanelShown;

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
      // On mobile the input exists only in the keyword pane, which opens with the keyboard up.
      autoFocus={platform === 'mobile' && pane === 'keyword'}
      onFocus={() => {
        if (pane !== 'keyword') openPane('keyword');
      }}
      onChange={(e) => run({ type: 'input', text: e.target.value })}
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
          run({ type: 'clear' });
          inputRef.current?.focus();
        }}
      >
        <CloseIcon size={16} />
      </button>
    ) : null;

  const layout: SearchFormLayoutProps = {
    searchType,
    pane,
    // Pointer or focus anywhere on the bar starts loading the panes (decision 012).
    form: {
      ref: rootRef,
      role: 'search',
      'aria-label': '상품 검색',
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit();
      },
      onPointerEnter: preloadPanesOnInterest,
      onFocus: preloadPanesOnInterest,
      noValidate: true,
    },
    inputId: ids.input,
    keywordText: keyword.text,
    keywordInput,
    clearButton,
    keywordPanel: (
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
          onShown={showKeywordPanel}
        />
      </Suspense>
    ),
    datePicker: (
      <Suspense fallback={paneFallback}>
        <DateRangePicker searchType={searchType} platform={platform} today={today} value={range} onApply={(next) => run({ type: 'apply-range', range: next })} />
      </Suspense>
    ),
    occupancyEditor: (
      <Suspense fallback={paneFallback}>
        <OccupancyEditor searchType={searchType} today={today} value={occupancy} onApply={(next) => run({ type: 'apply-occupancy', occupancy: next })} />
      </Suspense>
    ),
    dateText: range.start && range.end ? periodText(range.start, range.end) : '날짜를 선택해 주세요',
    peopleText: peopleText(searchType, occupancy),
    occupancyTitle: searchType === 'hotel' ? '객실 및 인원 선택' : '인원 선택',
    onOpen: openPane,
    onClose: closePane,
  };

  if (platform === 'pc') return <PcSearchForm {...layout} />;
  if (!collapsed) return <MobileSearchForm {...layout} />;
  return (
    <SearchSummary text={searchSummaryText(searchType, keyword.text, range, occupancy)}>
      <MobileSearchForm {...layout} />
    </SearchSummary>
  );
}
