import { describe, expect, it } from 'vitest';
import { EMPTY_CITY, highlightParts, initialKeyword, keywordReducer, suggestionItems, type KeywordState } from './keyword-state.ts';

const hotelSuggestions = suggestionItems({
  searchType: 'hotel',
  data: {
    properties: [{ uuid: '5b1d3c9e-0000-4000-8000-000000000001', propertyId: 7, name: '파리 오페라 호텔' }],
    pointOfInterests: [{ cityId: 3, pointOfInterestId: 11, name: '에펠탑' }],
    neighborhoods: [{ cityId: 3, neighborhoodId: 21, name: '파리 마레' }],
    cities: [{ cityId: 3, name: '파리' }],
  },
});

describe('suggestion order', () => {
  it('lists city, neighbourhood, point of interest, property', () => {
    expect(hotelSuggestions.map((s) => s.type)).toEqual(['city', 'neighborhood', 'poi', 'property']);
    expect(hotelSuggestions[1]).toMatchObject({ id: '3', neighborhoodId: 21 });
    expect(hotelSuggestions[2]).toMatchObject({ id: '3', pointOfInterestId: 11 });
  });

  it('puts stay cities before stays, and tour cities (deduplicated with theme cities) before trips', () => {
    const stays = suggestionItems({
      searchType: 'stays',
      data: { products: [{ goodsno: 1001, goodsnm: '런던 하늘민박' }], cities: [{ city: '001002001', catnm: '런던', display: '런던, 영국' }] },
    });
    expect(stays.map((s) => [s.type, s.id, s.label])).toEqual([
      ['city', '001002001', '런던, 영국'],
      ['product', '1001', '런던 하늘민박'],
    ]);
    const tours = suggestionItems({
      searchType: 'tour',
      data: {
        trips: [{ itemno: 5, itemnm: '파리 야경 투어' }],
        cities: [{ city: '001001001', catnm: '파리', display: '파리, 프랑스' }],
        citiesByKeywordTheme: [
          { city: '001001001', catnm: '파리', display: '파리, 프랑스' },
          { city: '001003001', catnm: '로마', display: '로마, 이탈리아' },
        ],
      },
    });
    expect(tours.map((s) => s.type + ':' + s.id)).toEqual(['city:001001001', 'city:001003001', 'trip:5']);
  });
});

describe('keyword state', () => {
  const paris = hotelSuggestions[0]!;
  const start: KeywordState = initialKeyword();

  it('commits the first suggestion when the panel closes with nothing chosen', () => {
    const typed = keywordReducer(start, { type: 'input', text: '파' });
    expect(keywordReducer(typed, { type: 'close', items: hotelSuggestions })).toEqual({ text: '파리', selection: { id: '3', name: '파리', type: 'city' } });
    // Nothing to commit: nothing changes.
    expect(keywordReducer(typed, { type: 'close', items: [] })).toBe(typed);
  });

  it('commits a stay on close only when its whole name was typed, not one that shares some letters', () => {
    const stay = suggestionItems({ searchType: 'stays', data: { cities: [], products: [{ goodsno: 1007, goodsnm: '파리 에펠 한인민박' }] } });
    const free = keywordReducer(start, { type: 'input', text: '에펠탑' });
    expect(keywordReducer(free, { type: 'close', items: stay })).toBe(free);
    const named = keywordReducer(start, { type: 'input', text: '파리 에펠 한인민박' });
    expect(keywordReducer(named, { type: 'close', items: stay })).toEqual({ text: '파리 에펠 한인민박', selection: { id: '1007', name: '파리 에펠 한인민박', type: 'product' } });
  });

  it('keeps a picked place on close, and drops it once the text no longer reads its name', () => {
    const picked = keywordReducer(start, { type: 'pick', item: hotelSuggestions[3]! });
    expect(picked.selection.type).toBe('property');
    expect(keywordReducer(picked, { type: 'close', items: hotelSuggestions })).toBe(picked);
    expect(keywordReducer(picked, { type: 'input', text: '파리 오페' }).selection).toEqual(EMPTY_CITY);
  });

  it('resets the selection to an empty city when the text is emptied or cleared', () => {
    const picked = keywordReducer(start, { type: 'pick', item: paris });
    expect(keywordReducer(picked, { type: 'input', text: '' })).toEqual({ text: '', selection: EMPTY_CITY });
    expect(keywordReducer(picked, { type: 'clear' })).toEqual({ text: '', selection: { id: '', name: '', type: 'city' } });
  });

  it('starts from a results page prefill', () => {
    expect(initialKeyword({ id: '001001001', name: '파리', type: 'city' })).toEqual({ text: '파리', selection: { id: '001001001', name: '파리', type: 'city' } });
  });
});

describe('highlight', () => {
  it('marks every case-insensitive occurrence', () => {
    expect(highlightParts('London Eye, london', 'LON')).toEqual([
      { text: 'Lon', match: true },
      { text: 'don Eye, ', match: false },
      { text: 'lon', match: true },
      { text: 'don', match: false },
    ]);
    expect(highlightParts('파리, 프랑스', '파리')).toEqual([
      { text: '파리', match: true },
      { text: ', 프랑스', match: false },
    ]);
    expect(highlightParts('로마', '')).toEqual([{ text: '로마', match: false }]);
  });
});
