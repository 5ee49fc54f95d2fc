import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type Platform } from '@minda/contracts/paths';
import type { SearchType } from '@minda/contracts/search';
import { SUGGESTION_DEBOUNCE_MS } from '@minda/contracts/rules/limits';
import { RECENT_SEARCH_KEYS } from '@minda/contracts/rules/search-widget';
import { addCalendarDays, toDateParam } from '@minda/contracts/rules/stay-dates';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { ToastProvider } from '../../../ui/toast/toast-provider.tsx';
import { toRecentSearch } from '../recent-searches.ts';
import { EMPTY_KEYWORD_MESSAGES, NO_SUGGESTIONS_TEXT, RANGE_TOO_LONG_ALERT, RECENT_SEARCH_DELETED_TEXT } from '../search-texts.ts';
import { preloadSearchPanes } from './lazy-panes.tsx';
import { SearchBar } from './search-bar.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(), apiRequest: vi.fn(() => Promise.resolve({ ok: true })) }));

const staySuggestions = {
  cities: [{ city: '001002001', catnm: '런던', display: '런던, 영국' }],
  products: [{ goodsno: 1001, goodsnm: '런던 하늘민박' }],
};
const popularStayCities = [{ category: '001001001', categoryName: '파리', countryName: '프랑스', imgPath: 'x.svg' }];

let suggestionReply: (input: string) => Promise<unknown>;

// The panes load on demand; these tests are about what they do once there (the last one, about the loading).
beforeAll(() => preloadSearchPanes());

beforeEach(() => {
  localStorage.clear();
  suggestionReply = (input) => Promise.resolve(input.includes('없음') ? { cities: [], products: [] } : staySuggestions);
  vi.mocked(apiGet).mockImplementation((path: string, options?: { query?: Record<string, unknown> }) => {
    if (path === apiPaths.search.citiesAndStays.href()) return suggestionReply(String(options?.query?.searchInput ?? ''));
    if (path === apiPaths.stays.popularCities.href()) return Promise.resolve(popularStayCities);
    if (path === apiPaths.hotels.popularCities.href()) return Promise.resolve([]);
    return new Promise(() => {});
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** `Bar` and `Toasts` from a fresh module registry, for the test of loading on demand (its toasts need their own provider). */
function renderBar(props: { searchType?: SearchType; platform?: Platform; tabs?: boolean } = {}, fresh?: { Bar: typeof SearchBar; Toasts: typeof ToastProvider }) {
  const platform = props.platform ?? 'pc';
  const Bar = fresh?.Bar ?? SearchBar;
  const content = (
    <>
      <p>바깥 영역</p>
      <Bar searchType={props.searchType ?? 'stays'} platform={platform} tabs={props.tabs ?? false} />
    </>
  );
  const { probe } = renderApp(fresh ? <fresh.Toasts platform={platform}>{content}</fresh.Toasts> : content, { path: '/start', platform });
  const where = () => probe.location.pathname + probe.location.search;
  return { where };
}

const keywordInput = () => screen.getByRole('combobox');
const day = (offset: number) => toDateParam(addCalendarDays(new Date(), offset));
const suggestionCalls = () => vi.mocked(apiGet).mock.calls.filter(([path]) => path === apiPaths.search.citiesAndStays.href());

describe('SearchBar keyword pane', () => {
  it('asks for suggestions only after a 300 ms pause, showing 3 placeholder rows meanwhile', async () => {
    vi.useFakeTimers();
    renderBar();
    fireEvent.focus(keywordInput());
    fireEvent.change(keywordInput(), { target: { value: '런' } });
    act(() => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS - 1));
    expect(suggestionCalls()).toHaveLength(0);
    expect(document.querySelectorAll('[data-placeholder-row]')).toHaveLength(3);
    fireEvent.change(keywordInput(), { target: { value: '런던' } });
    act(() => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS - 1));
    expect(suggestionCalls()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(suggestionCalls()).toHaveLength(1);
    expect(suggestionCalls()[0]?.[1]).toMatchObject({ query: { searchInput: '런던' } });
  });

  it('highlights the typed text in suggestions, cities first', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.type(keywordInput(), '런던');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['도시런던, 영국', '민박런던 하늘민박']);
    expect([...options[0]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['런던']);
  });

  it('lists popular cities when nothing is typed, and after "no results" when nothing matches', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(keywordInput());
    expect((await screen.findByRole('listbox', { name: '인기 도시' })).textContent).toContain('파리, 프랑스');
    await user.type(keywordInput(), '없음');
    expect(await screen.findByText(NO_SUGGESTIONS_TEXT)).toBeTruthy();
    expect(screen.getByRole('listbox', { name: '인기 도시' }).textContent).toContain('파리');
  });

  it('commits the first suggestion when a click outside closes the pane; clearing resets it', async () => {
    const user = userEvent.setup();
    const { where } = renderBar();
    await user.type(keywordInput(), '런');
    await screen.findAllByRole('option');
    await user.click(screen.getByText('바깥 영역'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((keywordInput() as HTMLInputElement).value).toBe('런던');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(where()).toBe(`/md/stays?cityCode=001002001&checkInAt=${day(28)}&checkOutAt=${day(29)}&occupancy%5B%5D=1`);
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith('POST', apiPaths.search.stayCityLog.href(), {
      body: { category: '001002001', categoryName: '런던' },
    });
    expect(document.cookie).toContain('minda_recent_city=001002001');
  });

  it('shows the toast and stays put when searching with nothing chosen (PC)', async () => {
    const user = userEvent.setup();
    const { where } = renderBar({ searchType: 'tour' });
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('status').textContent).toContain(EMPTY_KEYWORD_MESSAGES.tour);
    expect(where()).toBe('/start');
  });

  it('on mobile opens the keyword pane instead when a name is typed but none chosen', async () => {
    const user = userEvent.setup();
    suggestionReply = () => Promise.resolve({ cities: [], products: [] });
    renderBar({ platform: 'mobile' });
    await user.click(screen.getByRole('button', { name: /도시나 민박/ }));
    await user.type(keywordInput(), '없는곳');
    await user.click(screen.getByRole('button', { name: '검색어 입력 닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('dialog', { name: '검색어 입력' })).toBeTruthy();
    expect(screen.queryByText(EMPTY_KEYWORD_MESSAGES.stays)).toBeNull();
  });
});

describe('SearchBar search as typed', () => {
  const paris = { cities: [{ city: '001001001', catnm: '파리', display: '파리, 프랑스' }], products: [] };

  it('searches a typed city when 검색 is pressed before its suggestions have arrived', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    suggestionReply = () => new Promise((resolve) => (answer = resolve));
    const { where } = renderBar();
    await user.type(keywordInput(), '파리');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(where()).toBe('/start');
    await act(async () => answer(paris));
    await waitFor(() => expect(where()).toBe(`/md/stays?cityCode=001001001&checkInAt=${day(28)}&checkOutAt=${day(29)}&occupancy%5B%5D=1`));
    expect(screen.queryByText(EMPTY_KEYWORD_MESSAGES.stays)).toBeNull();
  });

  it('searches the typed city on a second press after the pane was closed with the first one', async () => {
    const user = userEvent.setup();
    suggestionReply = () => Promise.resolve(paris);
    const { where } = renderBar();
    await user.type(keywordInput(), '파리');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '검색' }));
    // The press asks for the suggestions first (the pause has not passed); the answer comes a few promises later.
    await waitFor(() => expect(where()).toBe(`/md/stays?cityCode=001001001&checkInAt=${day(28)}&checkOutAt=${day(29)}&occupancy%5B%5D=1`));
  });

  it('sends free text that names no city or stay to the keyword search, not to a stay that shares some letters', async () => {
    const user = userEvent.setup();
    suggestionReply = () => Promise.resolve({ cities: [], products: [{ goodsno: 1007, goodsnm: '파리 에펠 한인민박' }] });
    const { where } = renderBar();
    await user.type(keywordInput(), '에펠탑');
    await screen.findAllByRole('option');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(where()).toBe('/main/total_search.php?searchTopCls=all&searchCls=all&sortCls=&category=stays&keyword=%EC%97%90%ED%8E%A0%ED%83%91&Page=0');
  });

  it('goes straight to a stay picked from the suggestions', async () => {
    const user = userEvent.setup();
    const { where } = renderBar();
    await user.type(keywordInput(), '런던');
    await user.click(await screen.findByRole('option', { name: /런던 하늘민박/ }));
    expect(where()).toBe(`/main/view.php?goodsno=1001&start_date=${day(28)}&end_date=${day(29)}&ea=1`);
  });

  it('puts the focus in the keyword field when the mobile keyword pane opens', async () => {
    const user = userEvent.setup();
    renderBar({ platform: 'mobile' });
    await user.click(screen.getByRole('button', { name: /도시나 민박/ }));
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });
});

describe('SearchBar dates and party', () => {
  it('offers the days from today to the same day a year ahead, each named with its date and weekday (spec 1 §5)', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: /체크인 - 체크아웃/ }));
    const dialog = screen.getByRole('dialog', { name: '날짜 선택' });
    const dayButton = (d: string) => dialog.querySelector<HTMLButtonElement>(`[data-day="${d}"]`);
    await waitFor(() => expect(dialog.querySelector('[data-month]')).not.toBeNull());
    for (let i = 0; i < 13 && !dayButton(day(0)); i++) await user.click(within(dialog).getByRole('button', { name: '이전 달' }));
    expect(dayButton(day(0))!.disabled).toBe(false);
    if (dayButton(day(-1))) expect(dayButton(day(-1))!.disabled).toBe(true);
    const now = new Date();
    const today = dayButton(day(0))!.getAttribute('aria-label');
    expect(today).toBe(`${now.getFullYear()}년 ${now.getMonth() + 1}월 ${now.getDate()}일 ${'일월화수목금토'[now.getDay()]}요일`);
    const yearAhead = toDateParam(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()));
    const dayAfter = toDateParam(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate() + 1));
    for (let i = 0; i < 13 && !dayButton(dayAfter); i++) await user.click(within(dialog).getByRole('button', { name: '다음 달' }));
    expect(dayButton(yearAhead)!.disabled).toBe(false);
    expect(dayButton(dayAfter)!.disabled).toBe(true);
  });

  it('alerts and keeps the start when a stays range reaches 29 nights', async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    // happy-dom has no window.alert of its own.
    Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
    renderBar();
    await user.click(screen.getByRole('button', { name: /체크인 - 체크아웃/ }));
    const start = day(3);
    const dialog = screen.getByRole('dialog', { name: '날짜 선택' });
    const pick = async (d: string) => {
      for (let i = 0; i < 13 && !dialog.querySelector(`[data-day="${d}"]`); i++) {
        const firstShown = dialog.querySelector<HTMLElement>('[data-month]')!.dataset.month!;
        await user.click(within(dialog).getByRole('button', { name: d < firstShown ? '이전 달' : '다음 달' }));
      }
      const button = dialog.querySelector<HTMLButtonElement>(`[data-day="${d}"]`);
      if (!button) throw new Error(`day ${d} not shown`);
      await user.click(button);
    };
    await pick(start);
    await pick(day(3 + 29));
    expect(alert).toHaveBeenCalledWith(RANGE_TOO_LONG_ALERT);
    expect(within(dialog).getByRole('button', { name: '적용' }).hasAttribute('disabled')).toBe(true);
    await pick(day(3 + 28));
    expect(screen.queryByRole('dialog', { name: '날짜 선택' })).toBeNull();
  });

  it('keeps stays adults between 1 and 14', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: /인원/ }));
    const minus = screen.getByRole('button', { name: '성인 빼기' });
    const plus = screen.getByRole('button', { name: '성인 더하기' });
    expect(minus.hasAttribute('disabled')).toBe(true);
    for (let i = 0; i < 13; i++) await user.click(plus);
    expect(screen.getByRole('status', { name: '성인 인원' }).textContent).toBe('14');
    expect(plus.hasAttribute('disabled')).toBe(true);
  });

  it('blocks Apply while a child age is unset and stops adding rooms at 8', async () => {
    const user = userEvent.setup();
    renderBar({ searchType: 'hotel' });
    await user.click(screen.getByRole('button', { name: /객실 및 인원/ }));
    const apply = () => screen.getByRole('button', { name: '적용' });
    await user.click(screen.getByRole('button', { name: '객실 1 아동 더하기' }));
    expect(apply().hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByLabelText('객실 1 아동 1 나이'), '7');
    expect(apply().hasAttribute('disabled')).toBe(false);
    for (let i = 0; i < 7; i++) await user.click(screen.getByRole('button', { name: '객실 추가' }));
    expect(screen.getByRole('button', { name: '객실 추가' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '객실 8 삭제' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '객실 1 삭제' })).toBeNull();
  });
});

describe('SearchBar recent searches', () => {
  it('runs a stale recent search with +28 / +29 and moves it to the top; deleting shows a toast', async () => {
    const user = userEvent.setup();
    const stale = toRecentSearch('stays', { id: '001001001', name: '파리', type: 'city', checkInAt: day(-10), checkOutAt: day(-8), occupancy: [{ adult: 2, children: [] }] });
    const other = toRecentSearch('stays', { id: '001002001', name: '런던', type: 'city', checkInAt: day(40), checkOutAt: day(42), occupancy: [{ adult: 1, children: [] }] });
    localStorage.setItem(RECENT_SEARCH_KEYS.stays, JSON.stringify([other, stale]));
    const { where } = renderBar();
    await user.click(keywordInput());
    await user.click(screen.getByRole('button', { name: /^파리/ }));
    expect(where()).toBe(`/md/stays?cityCode=001001001&checkInAt=${day(28)}&checkOutAt=${day(29)}&occupancy%5B%5D=2`);
    const stored = JSON.parse(localStorage.getItem(RECENT_SEARCH_KEYS.stays)!) as { id: string; checkInAt: string }[];
    expect(stored.map((e) => e.id)).toEqual(['001001001', '001002001']);
    expect(stored[0]!.checkInAt).toBe(day(28));

    await user.click(screen.getByRole('button', { name: '검색어 지우기' }));
    await user.click(screen.getByRole('button', { name: '최근 검색 런던 삭제' }));
    await waitFor(() => expect(screen.getByText(RECENT_SEARCH_DELETED_TEXT)).toBeTruthy());
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCH_KEYS.stays)!)).toHaveLength(1);
  });
});

describe('SearchBar panes on demand', () => {
  it('opens a pane on the first click while its code is still to come', async () => {
    vi.resetModules(); // a module registry where no pane has loaded yet
    const [{ SearchBar: Bar }, { ToastProvider: Toasts }] = await Promise.all([import('./search-bar.tsx'), import('../../../ui/toast/toast-provider.tsx')]);
    renderBar({}, { Bar, Toasts });
    // Awaiting act waits for the pane's code, which the click asks for.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /체크인 - 체크아웃/ })));
    const dialog = screen.getByRole('dialog', { name: '날짜 선택' });
    expect(within(dialog).getByRole('button', { name: '다음 달' })).toBeTruthy();
  });
});
