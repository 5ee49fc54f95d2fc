import { describe, expect, it } from 'vitest';
import { readStayDetailQuery, stayDetailHref } from './stay-links.ts';

const today = new Date(2026, 10, 21);
const visit = { checkInAt: '2026-12-24', checkOutAt: '2026-12-26', adults: 2 };

describe('stay detail links', () => {
  it('writes the dates and party in each platform shape', () => {
    expect(stayDetailHref('pc', 1001, visit)).toBe('/main/view.php?goodsno=1001&start_date=2026-12-24&end_date=2026-12-26&ea=2');
    expect(stayDetailHref('mobile', 1001, visit)).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001&start_date=2026-12-24&stay_period=2&ea=2');
    expect(stayDetailHref('pc', 1001, { checkInAt: undefined, checkOutAt: undefined, adults: 1 })).toBe('/main/view.php?goodsno=1001&ea=1');
  });

  it('reads back what it writes on both platforms', () => {
    for (const platform of ['pc', 'mobile'] as const) {
      const href = stayDetailHref(platform, 1001, visit);
      expect(readStayDetailQuery(platform, new URL(href, 'http://x').searchParams, today)).toEqual({ goodsNo: 1001, ...visit, defaultDates: false, preview: false });
    }
  });

  it('keeps a preview a preview when the dates change (the back office opens it with preview=1)', () => {
    const href = stayDetailHref('pc', 1001, { ...visit, preview: true });
    expect(href).toBe('/main/view.php?goodsno=1001&start_date=2026-12-24&end_date=2026-12-26&ea=2&preview=1');
    expect(readStayDetailQuery('pc', new URL(href, 'http://x').searchParams, today).preview).toBe(true);
    expect(readStayDetailQuery('pc', new URLSearchParams('goodsno=1001&preview=yes'), today).preview).toBe(false);
  });

  it('falls back to the default dates and one adult, and keeps adults within 1-14', () => {
    const params = new URLSearchParams('goodsno=1001&start_date=2026-11-01&end_date=2026-11-03&ea=40');
    expect(readStayDetailQuery('pc', params, today)).toEqual({ goodsNo: 1001, checkInAt: '2026-12-19', checkOutAt: '2026-12-20', adults: 14, defaultDates: true, preview: false });
    expect(readStayDetailQuery('mobile', new URLSearchParams('minbak_code=abc&stay_period=40&start_date=2026-12-01'), today)).toMatchObject({
      goodsNo: null,
      adults: 1,
      defaultDates: true,
    });
  });
});
