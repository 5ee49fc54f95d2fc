import { describe, expect, it } from 'vitest';
import { webPaths } from '../paths.ts';
import { fixedHeaderThresholdPx, showsGoToTop, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './pc-header.ts';

describe('PC header rules', () => {
  it('fixes the header past 60 px plus the search bar height', () => {
    expect(fixedHeaderThresholdPx('home')).toBe(396);
    expect(fixedHeaderThresholdPx('product')).toBe(300);
  });

  it('shows go-to-top from 1081 px', () => {
    expect(showsGoToTop(1080)).toBe(false);
    expect(showsGoToTop(1081)).toBe(true);
  });

  it('uses the tooltip timings of the spec', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });

  it('builds the site-wide search link with every legacy parameter, sortCls included when empty', () => {
    expect(webPaths.pc.totalSearch.href({ category: 'stays', keyword: '파리 민박' })).toBe(
      '/main/total_search.php?searchTopCls=all&searchCls=all&sortCls=&category=stays&keyword=%ED%8C%8C%EB%A6%AC+%EB%AF%BC%EB%B0%95&Page=0',
    );
  });
});
