import { describe, expect, it } from 'vitest';
import { bannerImage, splitHeadline } from './banners.ts';

describe('banner images', () => {
  it('splits a headline at the space nearest its middle', () => {
    expect(splitHeadline('파리 인기 민박 최대 20% 할인')).toEqual(['파리 인기 민박', '최대 20% 할인']);
    expect(splitHeadline('공항픽업')).toEqual(['공항픽업', '']);
  });

  it('draws mobile banners in the 1.4:1 shape of the two-per-view carousel, with the whole headline', () => {
    const svg = bannerImage(7, { headline: '파리 인기 민박 최대 20% 할인', subline: '몽마르뜨부터 에펠탑까지', skyline: 'eiffel', platform: 'mobile' });
    expect(svg).toMatch(/viewBox="0 0 420 300"/);
    expect(svg).toContain('>파리 인기 민박<');
    expect(svg).toContain('>최대 20% 할인<');
  });
});
