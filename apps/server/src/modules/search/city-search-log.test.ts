import { describe, expect, it, vi } from 'vitest';
import { CitySearchLogResponseSchema } from '@minda/contracts/search';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { loginAs, visitorHeaders } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { recordCitySearch } from './city-search-log.service.ts';

const t = setupTestApp();

const paths = [apiPaths.search.stayCityLog.href(), apiPaths.search.tourCityLog.href()];

describe('POST common/notification/{stay,tour-ticket}/log', () => {
  it.each(paths)('accepts a visitor city search on %s', async (path) => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrl(path),
      headers: await visitorHeaders(t.app),
      payload: { category: '001001001', categoryName: '파리' },
    });
    expect(res.statusCode).toBe(200);
    expect(CitySearchLogResponseSchema.parse(res.json())).toEqual({ data: { ok: true } });
  });

  it('accepts a member without the city name', async () => {
    const { headers } = await loginAs(t.app, 'member');
    const res = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.search.tourCityLog.href()), headers, payload: { category: '001002001' } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a city code that is not 9 digits, in Korean', async () => {
    const headers = await visitorHeaders(t.app);
    for (const payload of [{ category: '1001' }, { category: 1001001001 }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.search.stayCityLog.href()), headers, payload });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { error: { code: string; message: string } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toMatch(/[가-힣]/);
    }
  });

  it('needs the XSRF header like every other mutation', async () => {
    const res = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.search.stayCityLog.href()), payload: { category: '001001001' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('recordCitySearch', () => {
  it('writes one structured event with the kind, city and member', () => {
    const log = { info: vi.fn() };
    recordCitySearch(log, 'stay', { category: '001001001', categoryName: '파리' }, 7);
    recordCitySearch(log, 'tour-ticket', { category: '001002001' }, null);
    expect(log.info).toHaveBeenNthCalledWith(1, { event: 'city_search', kind: 'stay', category: '001001001', categoryName: '파리', memberId: 7 }, 'city search');
    expect(log.info).toHaveBeenNthCalledWith(2, { event: 'city_search', kind: 'tour-ticket', category: '001002001', categoryName: null, memberId: null }, 'city search');
  });
});
