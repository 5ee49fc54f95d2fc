import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCity } from '@minda/contracts/admin-geography';
import { aCatalogueOperator, CATEGORIES } from '../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CitiesScreen } from './cities-screen.tsx';
import { CityDetailScreen } from './city-detail-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const PARIS = '001002001';
const paris: AdminCity = { code: PARIS, countryCode: '001002', name: '파리', nameEn: 'Paris', country: '프랑스', timeZone: 'Europe/Paris', area: { south: 48.7, west: 2.1, north: 49, east: 2.6 }, provinceId: null };
const outside = '좌표가 파리 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.';
const leftOut = '새 범위 밖에 이 도시의 장소 3곳이 남습니다 (몽파르나스역, 루브르 박물관, 솔베이지 민박). 범위를 넓히거나 먼저 그 장소의 좌표를 고쳐 주세요.';

function answers(write: (method: string, url: string) => Response) {
  return stubFetch((request) => {
    if (request.method !== 'GET') return write(request.method, request.url);
    if (request.url.endsWith('/neighborhoods')) return jsonResponse(200, { data: [{ id: 7, cityCode: PARIS, nameKo: '마레', nameEn: 'Le Marais' }] });
    if (request.url.endsWith('/stations')) return jsonResponse(200, { data: [{ id: 3, cityCode: PARIS, nameKo: '몽파르나스역', nameEn: 'Montparnasse', latitude: 48.8422, longitude: 2.3211 }] });
    if (request.url.endsWith('/pois')) return jsonResponse(200, { data: [] });
    if (request.url.endsWith('/provinces')) return jsonResponse(200, { data: [{ id: 1, countryCode: '001002', nameKo: '일드프랑스', nameEn: 'Île-de-France', sort: 1 }] });
    if (request.url.endsWith('/audit')) return jsonResponse(200, { data: [] });
    if (request.url.endsWith('/admin/categories')) return jsonResponse(200, CATEGORIES);
    if (request.url.endsWith('/categories')) return jsonResponse(200, { data: { categoryIds: [] } });
    if (request.url.endsWith('/admin/countries')) return jsonResponse(200, { data: [{ code: '001002', continentCode: '001', name: '프랑스', nameEn: 'France', continent: '유럽' }] });
    if (request.url.endsWith('/admin/cities')) return jsonResponse(200, { data: [paris] });
    return jsonResponse(200, { data: paris });
  });
}

describe('the city screens', () => {
  it('list the cities, each linking to its own screen', async () => {
    answers(() => jsonResponse(500, {}));
    renderApp(<CitiesScreen />, { path: '/admin/cities', user: aCatalogueOperator() });
    const table = within(await screen.findByRole('table', { name: '도시 목록' }));
    expect(table.getByRole('link', { name: '파리 수정' }).getAttribute('href')).toBe(`/admin/cities/${PARIS}`);
  });

  it('send only the changed fields of a city, and show a refused area in the form’s alert', async () => {
    const sent = answers(() => jsonResponse(422, { error: { code: 'VALIDATION_FAILED', message: leftOut, details: [{ path: 'body.area', message: leftOut }] } }));
    renderApp(<CityDetailScreen code={PARIS} />, { path: `/admin/cities/${PARIS}`, user: aCatalogueOperator() });
    const form = within(await screen.findByRole('form', { name: '도시 정보 수정' }));
    await userEvent.clear(form.getByLabelText('북쪽 위도'));
    await userEvent.type(form.getByLabelText('북쪽 위도'), '48.8');
    await userEvent.click(form.getByRole('button', { name: '변경 내용 저장' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: `/api/v2/admin/cities/${PARIS}`, body: { area: { ...paris.area, north: 48.8 } } });
    expect(Object.keys(sent.find((r) => r.method === 'PATCH')!.body as object)).toEqual(['area']);
    expect((await form.findByRole('alert')).textContent).toBe(leftOut);
  });

  it('list a city’s places, and place a refused station’s coordinates on 위도', async () => {
    const sent = answers(() => jsonResponse(422, { error: { code: 'VALIDATION_FAILED', message: outside, details: [{ path: 'body.latitude', message: outside }] } }));
    renderApp(<CityDetailScreen code={PARIS} />, { path: `/admin/cities/${PARIS}`, user: aCatalogueOperator() });
    expect(within(await screen.findByRole('table', { name: '지역 목록' })).getByText('마레')).toBeTruthy();
    expect(screen.getByText('아직 명소가 없습니다.')).toBeTruthy();

    const station = within(screen.getByRole('form', { name: '역 추가' }));
    await userEvent.click(station.getByRole('button', { name: '역 추가' }));
    expect(await station.findByText('이름을 입력해 주세요.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.type(station.getByLabelText('역 이름'), '킹스크로스역');
    await userEvent.type(station.getByLabelText('위도'), '51.53');
    await userEvent.type(station.getByLabelText('경도'), '-0.12');
    await userEvent.click(station.getByRole('button', { name: '역 추가' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({ url: `/api/v2/admin/cities/${PARIS}/stations`, body: { nameKo: '킹스크로스역', nameEn: '', latitude: 51.53, longitude: -0.12 } });
    expect(await station.findByText(outside)).toBeTruthy();
    expect(station.getByLabelText('위도').getAttribute('aria-invalid')).toBe('true');
  });

  it('edit a neighbourhood from its row, sending only its new name', async () => {
    const sent = answers(() => jsonResponse(200, { data: { id: 7, cityCode: PARIS, nameKo: '마레 지구', nameEn: 'Le Marais' } }));
    renderApp(<CityDetailScreen code={PARIS} />, { path: `/admin/cities/${PARIS}`, user: aCatalogueOperator() });
    await userEvent.click(await screen.findByRole('button', { name: '마레 수정' }));
    const form = within(screen.getByRole('form', { name: '마레 수정' }));
    await userEvent.clear(form.getByLabelText('지역 이름'));
    await userEvent.type(form.getByLabelText('지역 이름'), '마레 지구');
    await userEvent.click(form.getByRole('button', { name: '지역 저장' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: `/api/v2/admin/cities/${PARIS}/neighborhoods/7`, body: { nameKo: '마레 지구' } });
    expect(Object.keys(sent.find((r) => r.method === 'PATCH')!.body as object)).toEqual(['nameKo']);
  });

  it('choose and order the 숙소 유형 a city’s results offer, by the keyboard, and save them in that order', async () => {
    const sent = answers(() => jsonResponse(200, { data: { categoryIds: [2, 1] } }));
    renderApp(<CityDetailScreen code={PARIS} />, { path: `/admin/cities/${PARIS}`, user: aCatalogueOperator() });
    const section = within(await screen.findByRole('region', { name: '숙소 유형 노출 순서' }));
    expect(await section.findByText('고른 유형이 없어, 이 도시에 호텔이 있는 모든 유형을 기본 순서로 보여 줍니다.')).toBeTruthy();
    await userEvent.click(section.getByRole('button', { name: '호텔 추가' }));
    await userEvent.click(section.getByRole('button', { name: '리조트 추가' }));
    section.getByRole('button', { name: '리조트 위로' }).focus();
    await userEvent.keyboard('{Enter}');
    const order = section.getByRole('list', { name: '노출할 숙소 유형 순서' });
    expect(within(order).getAllByRole('listitem').map((item) => item.textContent?.split(' ')[0])).toEqual(['리조트', '호텔']);
    await userEvent.click(section.getByRole('button', { name: '노출 순서 저장' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ url: `/api/v2/admin/cities/${PARIS}/categories`, body: { categoryIds: [2, 1] } });
    expect(await screen.findByText('숙소 유형 노출 순서를 저장했습니다.')).toBeTruthy();
  });
});
