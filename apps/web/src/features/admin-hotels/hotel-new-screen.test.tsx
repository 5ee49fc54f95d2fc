import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCatalogueOperator, ROME_CATALOGUE, ROME_HOTEL_PARTNERS, CATEGORIES } from '../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { HotelNewScreen } from './hotel-new-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const outsideRome = '좌표가 로마 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.';

/** The pickers' answers, and `created` for the POST. */
const withPickers = (created: () => Response) =>
  stubFetch((request) => {
    if (request.method === 'POST') return created();
    if (request.url.endsWith('/neighborhoods')) return jsonResponse(200, { data: [] });
    if (request.url.includes('/admin/categories')) return jsonResponse(200, CATEGORIES);
    return jsonResponse(200, request.url.includes('/admin/partners') ? ROME_HOTEL_PARTNERS : ROME_CATALOGUE.cities);
  });

/** Fills the new hotel's form as an operator would, by the fields' labels. */
async function fillNewHotel(latitude: string) {
  const form = within(await screen.findByRole('form', { name: '호텔 등록' }));
  await userEvent.selectOptions(form.getByLabelText('파트너'), '로마호텔스 (rome-hotels)');
  await userEvent.selectOptions(form.getByLabelText('도시'), '로마');
  await userEvent.type(form.getByLabelText('호텔 이름'), '호텔 아르테미데');
  await userEvent.type(form.getByLabelText('영문 이름'), 'Hotel Artemide');
  await userEvent.selectOptions(form.getByLabelText('성급'), '4성');
  await userEvent.type(form.getByLabelText('주소'), 'Via Nazionale 22, Roma');
  await userEvent.type(form.getByLabelText('위도'), latitude);
  await userEvent.type(form.getByLabelText('경도'), '12.4924');
  await userEvent.click(form.getByRole('button', { name: '작성 중으로 등록' }));
  return form;
}

describe('a new managed hotel', () => {
  it("shows the server's refusal of the latitude under 위도", async () => {
    withPickers(() => jsonResponse(422, { error: { code: 'VALIDATION_FAILED', message: outsideRome, details: [{ path: 'body.latitude', message: outsideRome }] } }));
    renderApp(<HotelNewScreen />, { path: '/admin/hotels/new', user: aCatalogueOperator() });
    const form = await fillNewHotel('45.4642');
    const latitude = await waitFor(() => {
      const input = form.getByLabelText('위도');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return input;
    });
    expect(document.getElementById(latitude.getAttribute('aria-describedby')!)?.textContent).toBe(outsideRome);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the draft with every field and opens its screen', async () => {
    const sent = withPickers(() => jsonResponse(201, { data: { propertyId: 611, propertyUuid: '00000000-0000-4000-8000-000000000611', status: 'draft' } }));
    const { probe } = renderApp(<HotelNewScreen />, { path: '/admin/hotels/new', user: aCatalogueOperator() });
    await fillNewHotel('41.9009');
    await waitFor(() => expect(probe.location.pathname).toBe('/admin/hotels/611'));
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/v2/admin/hotels/properties',
      body: { partnerId: 9, cityCode: '001003001', name: '호텔 아르테미데', nameEn: 'Hotel Artemide', starRating: 4, address: 'Via Nazionale 22, Roma', latitude: 41.9009, longitude: 12.4924 },
    });
  });
});
