import { describe, expect, it } from 'vitest';
import { isInsideArea, placeOfLocationLine } from './stay-location.ts';

describe('placeOfLocationLine', () => {
  it('reads the place a card line names, without the way there', () => {
    expect(placeOfLocationLine('몽파르나스역 도보 3분')).toBe('몽파르나스역');
    expect(placeOfLocationLine('루브르 박물관 지하철 12분')).toBe('루브르 박물관');
    expect(placeOfLocationLine('마레 중심가')).toBe('마레');
    expect(placeOfLocationLine(' 공항 버스 약 30분 거리 ')).toBe('공항');
    expect(placeOfLocationLine('센 강변')).toBe('센 강변');
  });
});

describe('isInsideArea', () => {
  const paris = { south: 48.75, west: 2.2, north: 48.95, east: 2.5 };
  it('takes the edges and refuses a step beyond them', () => {
    expect(isInsideArea(paris, 48.8566, 2.3522)).toBe(true);
    expect(isInsideArea(paris, 48.75, 2.5)).toBe(true);
    expect(isInsideArea(paris, 48.7499, 2.3)).toBe(false);
    expect(isInsideArea(paris, 48.8, 2.5001)).toBe(false);
  });
});
