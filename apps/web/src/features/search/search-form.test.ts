import { describe, expect, it } from 'vitest';
import type { Platform } from '@minda/contracts/paths';
import type { SearchType } from '@minda/contracts/search';
import type { SuggestionItem } from './keyword-state.ts';
import type { RecentSearch } from './recent-searches.ts';
import { initialSearchForm, searchFormTransition, type SearchFormAction, type SearchFormPrefill, type SearchFormState } from './search-form.ts';

// Saturday 10 January 2026, local time.
const TODAY = new Date(2026, 0, 10);
const PARIS: SuggestionItem = { id: '001002001', name: '파리', type: 'city', label: '파리, 프랑스' };
const LONDON: SuggestionItem = { id: '001001001', name: '런던', type: 'city', label: '런던, 영국' };

function form(searchType: SearchType, platform: Platform, prefill?: SearchFormPrefill, autoFocus = false): SearchFormState {
  return initialSearchForm({ searchType, platform, prefill, autoFocus, today: TODAY });
}

/** Runs the actions in turn and returns the last transition. */
function run(state: SearchFormState, ...actions: SearchFormAction[]) {
  let result: ReturnType<typeof searchFormTransition> = { state };
  for (const action of actions) result = searchFormTransition(result.state, action);
  return result;
}

describe('initialSearchForm', () => {
  it('starts stays 28 nights ahead for one night, hotels a week ahead with two adults, tours without dates', () => {
    expect(form('stays', 'pc')).toMatchObject({ range: { start: '2026-02-07', end: '2026-02-08' }, occupancy: [{ adult: 1, children: [] }], pane: 'none' });
    expect(form('hotel', 'pc')).toMatchObject({ range: { start: '2026-01-17', end: '2026-01-18' }, occupancy: [{ adult: 2, children: [] }] });
    expect(form('tour', 'pc').range).toEqual({ start: null, end: null });
  });

  it('opens the mobile search page on the keyword pane, unless a place is prefilled', () => {
    expect(form('stays', 'mobile', undefined, true).pane).toBe('keyword');
    expect(form('stays', 'mobile', { id: '001002001', name: '파리', type: 'city' }, true).pane).toBe('none');
    expect(form('stays', 'pc', undefined, true).pane).toBe('none');
  });

  it('takes a results page prefill as it is', () => {
    const state = form('stays', 'pc', { id: '001002001', name: '파리', type: 'city', checkInAt: '2026-02-01', checkOutAt: '2026-02-03', occupancy: [{ adult: 3, children: [] }] });
    expect(state.keyword).toEqual({ text: '파리', selection: { id: '001002001', name: '파리', type: 'city' } });
    expect(state.range).toEqual({ start: '2026-02-01', end: '2026-02-03' });
    expect(state.occupancy).toEqual([{ adult: 3, children: [] }]);
  });
});

describe('searchFormTransition: search', () => {
  it('goes to the stay results of the chosen city with the dates and the adults', () => {
    const { state, effect } = run(form('stays', 'pc'), { type: 'input', text: '파' }, { type: 'pick', item: PARIS }, { type: 'submit', items: [] });
    expect(effect).toMatchObject({ type: 'go', href: '/md/stays?cityCode=001002001&checkInAt=2026-02-07&checkOutAt=2026-02-08&occupancy%5B%5D=1' });
    expect(state.pane).toBe('none');
  });

  it('goes to the mobile stay page of a chosen stay with the nights', () => {
    const stay: SuggestionItem = { id: '1007', name: '파리하늘민박', type: 'product', label: '파리하늘민박' };
    const { effect } = run(form('stays', 'mobile'), { type: 'pick', item: stay }, { type: 'submit', items: [] });
    expect(effect).toMatchObject({ type: 'go', href: '/m/1.0/grp_minbak/minbak_view.html?minbak_code=1007&start_date=2026-02-07&stay_period=1&ea=1' });
  });

  it('goes to the tour list of a city without dates', () => {
    const { effect } = run(form('tour', 'pc'), { type: 'pick', item: PARIS }, { type: 'submit', items: [] });
    expect(effect).toMatchObject({ type: 'go', href: '/tg/list.php?category=001002001', request: { checkInAt: null, checkOutAt: null } });
  });

  it('commits the first suggestion on screen when Search is pressed with the keyword pane open and nothing chosen', () => {
    const { state, effect } = run(form('stays', 'pc'), { type: 'input', text: '런' }, { type: 'submit', items: [LONDON, PARIS] });
    expect(state.keyword).toEqual({ text: '런던', selection: { id: '001001001', name: '런던', type: 'city' } });
    expect(effect).toMatchObject({ type: 'go', href: '/md/stays?cityCode=001001001&checkInAt=2026-02-07&checkOutAt=2026-02-08&occupancy%5B%5D=1' });
  });

  it('asks for a place with the toast of its product line when nothing is typed', () => {
    expect(run(form('stays', 'pc'), { type: 'submit', items: [] }).effect).toEqual({ type: 'toast', message: '입력값을 확인해 주세요. 도시/민박명이 입력되지 않았습니다.' });
    expect(run(form('hotel', 'mobile'), { type: 'submit', items: [] }).effect).toEqual({ type: 'toast', message: '입력값을 확인해 주세요. 도시/민박명이 입력되지 않았습니다.' });
    expect(run(form('tour', 'pc'), { type: 'submit', items: [] }).effect).toEqual({ type: 'toast', message: '입력값을 확인해 주세요. 도시/투어/티켓명이 입력되지 않았습니다.' });
  });

  it('sends free text to the keyword search on PC; mobile, which has no such page, opens the keyword pane', () => {
    const typed = (platform: Platform) => run(form('stays', platform), { type: 'input', text: '없는도시' }, { type: 'close', items: [] }, { type: 'submit', items: [] });
    const mobile = typed('mobile');
    expect(mobile.effect).toBeUndefined();
    expect(mobile.state.pane).toBe('keyword');
    const pc = typed('pc');
    expect(pc.effect).toEqual({ type: 'keyword-search', href: '/main/total_search.php?searchTopCls=all&searchCls=all&sortCls=&category=stays&keyword=%EC%97%86%EB%8A%94%EB%8F%84%EC%8B%9C&Page=0' });
    expect(pc.state.pane).toBe('none');
  });

  it('searches typed text through its suggestion with the pane already closed, and a stay only when its whole name was typed', () => {
    const closed = run(form('stays', 'pc'), { type: 'input', text: '파리' }, { type: 'close', items: [] }).state;
    expect(closed.pane).toBe('none');
    expect(run(closed, { type: 'submit', items: [PARIS] }).effect).toMatchObject({ type: 'go', href: '/md/stays?cityCode=001002001&checkInAt=2026-02-07&checkOutAt=2026-02-08&occupancy%5B%5D=1' });
    const stay: SuggestionItem = { id: '1007', name: '파리 에펠 한인민박', type: 'product', label: '파리 에펠 한인민박' };
    expect(run(form('stays', 'pc'), { type: 'input', text: '에펠탑' }, { type: 'submit', items: [stay] }).effect).toMatchObject({ type: 'keyword-search' });
    expect(run(form('stays', 'pc'), { type: 'input', text: '파리 에펠 한인민박' }, { type: 'submit', items: [stay] }).effect).toMatchObject({ type: 'go', href: '/main/view.php?goodsno=1007&start_date=2026-02-07&end_date=2026-02-08&ea=1' });
  });

  it('goes to a picked stay, hotel or trip at once', () => {
    const hotel: SuggestionItem = { id: '5b1d3c9e-0000-4000-8000-000000000001', name: '파리 오페라 호텔', type: 'property', label: '파리 오페라 호텔' };
    expect(run(form('hotel', 'pc'), { type: 'pick', item: hotel }).effect).toMatchObject({ type: 'go', href: '/hotel/detail/5b1d3c9e-0000-4000-8000-000000000001?checkInAt=2026-01-17&checkOutAt=2026-01-18&occupancy=2' });
    const trip: SuggestionItem = { id: '5', name: '파리 야경 투어', type: 'trip', label: '파리 야경 투어' };
    expect(run(form('tour', 'mobile'), { type: 'pick', item: trip }).effect).toMatchObject({ type: 'go', href: '/m/1.0/tg/view.html?itemno=5' });
  });

  it('opens the date pane when the dates cannot be applied, and the party pane when the party cannot', () => {
    const chosen = run(form('stays', 'pc'), { type: 'pick', item: PARIS }).state;
    const noDates = run({ ...chosen, range: { start: '2026-01-17', end: null } }, { type: 'submit', items: [] });
    expect(noDates).toEqual({ state: { ...chosen, range: { start: '2026-01-17', end: null }, pane: 'date' } });
    const unsetChildAge = run({ ...chosen, occupancy: [{ adult: 1, children: [-1] }] }, { type: 'submit', items: [] });
    expect(unsetChildAge.effect).toBeUndefined();
    expect(unsetChildAge.state.pane).toBe('occupancy');
  });

  it('runs a recent hotel search again with one occupancy per room', () => {
    const entry: RecentSearch = {
      id: '12',
      type: 'city',
      name: '도쿄',
      checkInAt: '2026-02-01',
      checkOutAt: '2026-02-02',
      occupancy: [
        { adult: 2, children: [5] },
        { adult: 1, children: [] },
      ],
      period: '02.01 일 - 02.02 월 (1박)',
      people: '객실 2개, 성인 3명, 아동 1명',
    };
    const { state, effect } = run(form('hotel', 'pc'), { type: 'reuse', entry });
    expect(state.keyword.text).toBe('도쿄');
    expect(effect).toMatchObject({
      type: 'go',
      href: '/hotel/list?rooms=2&adults=3&children=1&stayType=all&cityId=12&checkInAt=2026-02-01&checkOutAt=2026-02-02&occupancy=2-5&occupancy=1',
    });
  });
});

describe('searchFormTransition: panes', () => {
  it('moves from the keyword to the dates to the party on PC, and back to the form on mobile', () => {
    const pc = form('stays', 'pc');
    expect(run(pc, { type: 'pick', item: PARIS }).state.pane).toBe('date');
    expect(run(pc, { type: 'apply-range', range: { start: '2026-01-20', end: '2026-01-22' } }).state).toMatchObject({ pane: 'occupancy', range: { start: '2026-01-20', end: '2026-01-22' } });
    expect(run(pc, { type: 'apply-occupancy', occupancy: [{ adult: 4, children: [] }] }).state).toMatchObject({ pane: 'none', occupancy: [{ adult: 4, children: [] }] });
    const mobile = form('stays', 'mobile');
    expect(run(mobile, { type: 'pick', item: PARIS }).state.pane).toBe('none');
    expect(run(mobile, { type: 'apply-range', range: { start: '2026-01-20', end: '2026-01-22' } }).state.pane).toBe('none');
    expect(run(form('tour', 'pc'), { type: 'pick', item: PARIS }).state.pane).toBe('none');
  });

  it('commits the first suggestion when the keyword pane closes or another pane opens', () => {
    const typed = run(form('stays', 'pc'), { type: 'input', text: '파' }).state;
    expect(typed.pane).toBe('keyword');
    expect(run(typed, { type: 'close', items: [PARIS] }).state).toMatchObject({ pane: 'none', keyword: { text: '파리', selection: { id: '001002001' } } });
    expect(run(typed, { type: 'open', pane: 'date', items: [PARIS] }).state).toMatchObject({ pane: 'date', keyword: { text: '파리' } });
    expect(run(typed, { type: 'close', items: [] }).state.keyword).toEqual({ text: '파', selection: { id: '', name: '', type: 'city' } });
  });

  it('walks the suggestions with the arrow keys, wrapping at both ends, and opens the keyword pane first', () => {
    const closed = form('stays', 'pc');
    expect(run(closed, { type: 'move', step: 1, optionCount: 3 }).state).toMatchObject({ pane: 'keyword', activeIndex: 0 });
    expect(run(closed, { type: 'move', step: 1, optionCount: 3 }, { type: 'move', step: -1, optionCount: 3 }).state.activeIndex).toBe(2);
    expect(run(closed, { type: 'move', step: 1, optionCount: 3 }, { type: 'move', step: 1, optionCount: 3 }, { type: 'move', step: 1, optionCount: 3 }, { type: 'move', step: 1, optionCount: 3 }).state.activeIndex).toBe(0);
    expect(run(closed, { type: 'move', step: 1, optionCount: 0 }).state).toMatchObject({ pane: 'keyword', activeIndex: -1 });
  });

  it('forgets the chosen place once the text no longer reads its name, and on clear', () => {
    const chosen = run(form('stays', 'pc'), { type: 'pick', item: PARIS }).state;
    expect(run(chosen, { type: 'input', text: '파리 ' }).state.keyword.selection.id).toBe('');
    expect(run(chosen, { type: 'clear' }).state.keyword).toEqual({ text: '', selection: { id: '', name: '', type: 'city' } });
  });
});
