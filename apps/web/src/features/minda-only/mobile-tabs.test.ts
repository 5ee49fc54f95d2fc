import { describe, expect, it } from 'vitest';
import { activeSectionIndex, mobileSectionScrollTop } from './mobile-tabs.ts';

describe('mobile city tabs (offset 96 px)', () => {
  const tops = [500, 1200, 1900];
  it('marks the last section that reached 96 px below the top', () => {
    expect(activeSectionIndex(0, tops)).toBe(0);
    expect(activeSectionIndex(1200 - 96, tops)).toBe(1);
    expect(activeSectionIndex(1200 - 98, tops)).toBe(0);
    expect(activeSectionIndex(5000, tops)).toBe(2);
    expect(activeSectionIndex(0, [])).toBe(-1);
  });
  it('scrolls a tapped section to 96 px below the top', () => {
    expect(mobileSectionScrollTop(1200)).toBe(1104);
    expect(activeSectionIndex(mobileSectionScrollTop(1200), tops)).toBe(1);
    expect(mobileSectionScrollTop(20)).toBe(0);
  });
});
