import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCatalogueOperator } from '../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CountriesScreen } from './countries-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const taken = "이 국가에 '일드프랑스' 지방이 이미 있습니다.";

describe('the countries screen', () => {
  it("shows a chosen country's provinces, and a taken province name on its field", async () => {
    const sent = stubFetch((request) => {
      if (request.method === 'POST') return jsonResponse(422, { error: { code: 'VALIDATION_FAILED', message: taken, details: [{ path: 'body.nameKo', message: taken }] } });
      if (request.url.endsWith('/provinces')) return jsonResponse(200, { data: [{ id: 1, countryCode: '001002', nameKo: '일드프랑스', nameEn: 'Île-de-France', sort: 1 }] });
      if (request.url.endsWith('/admin/continents')) return jsonResponse(200, { data: [{ code: '001', name: '유럽', nameEn: 'Europe' }] });
      return jsonResponse(200, { data: [{ code: '001002', continentCode: '001', name: '프랑스', nameEn: 'France', continent: '유럽' }] });
    });
    renderApp(<CountriesScreen />, { path: '/admin/countries', user: aCatalogueOperator() });
    expect(within(await screen.findByRole('table', { name: '국가 목록' })).getByText('프랑스')).toBeTruthy();
    await userEvent.selectOptions(within(screen.getByRole('region', { name: '지방' })).getByLabelText('국가'), '유럽 · 프랑스');
    expect(within(await screen.findByRole('table', { name: '지방 목록' })).getByText('일드프랑스')).toBeTruthy();

    const form = within(screen.getByRole('form', { name: '지방 추가' }));
    await userEvent.type(form.getByLabelText('지방 이름'), '일드프랑스');
    await userEvent.type(form.getByLabelText('영문 이름'), 'IDF');
    await userEvent.click(form.getByRole('button', { name: '지방 추가' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/v2/admin/countries/001002/provinces', body: { nameKo: '일드프랑스', nameEn: 'IDF' } });
    expect(await form.findByText(taken)).toBeTruthy();
    expect(form.getByLabelText('지방 이름').getAttribute('aria-invalid')).toBe('true');
  });
});
