import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '@minda/contracts/admin-categories';
import { aCatalogueOperator } from '../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CategoriesScreen } from './categories-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const taken = "코드 'hotel'인 숙소 유형이 이미 있습니다.";
const inUse = '이 숙소 유형의 호텔이 12곳 있어 삭제할 수 없습니다. 호텔의 유형을 먼저 바꿔 주세요.';

/** The types' API over a list the calls change, as the server would. */
function categories() {
  const rows: AdminCategory[] = [
    { id: 1, code: 'hotel', nameKo: '호텔', nameEn: 'Hotel', sort: 1, hotelCount: 12 },
    { id: 2, code: 'resort', nameKo: '리조트', nameEn: 'Resort', sort: 2, hotelCount: 3 },
    { id: 8, code: 'ryokan', nameKo: '료칸', nameEn: 'Ryokan', sort: 3, hotelCount: 0 },
  ];
  const ordered = () => [...rows].sort((a, b) => a.sort - b.sort);
  const refuse = (status: number, code: string, message: string, field?: string) =>
    jsonResponse(status, { error: { code, message, ...(field ? { details: [{ path: `body.${field}`, message }] } : {}) } });
  return stubFetch((request) => {
    const body = request.body as Record<string, unknown>;
    const row = rows.find((c) => request.url.endsWith(`/admin/categories/${c.id}`));
    if (request.method === 'PUT') {
      (body.ids as number[]).forEach((id, i) => (rows.find((c) => c.id === id)!.sort = i + 1));
      return jsonResponse(200, { data: ordered() });
    }
    if (request.method === 'POST') {
      if (rows.some((c) => c.code === body.code)) return refuse(422, 'VALIDATION_FAILED', taken, 'code');
      const added = { id: 9, code: body.code as string, nameKo: body.nameKo as string, nameEn: body.nameEn as string, sort: 9, hotelCount: 0 };
      rows.push(added);
      return jsonResponse(200, { data: added });
    }
    if (request.method === 'PATCH') return jsonResponse(200, { data: Object.assign(row!, body) });
    if (request.method === 'DELETE') {
      if (row!.hotelCount > 0) return refuse(409, 'CONFLICT', inUse);
      rows.splice(rows.indexOf(row!), 1);
      return jsonResponse(200, { data: { ok: true } });
    }
    return jsonResponse(200, { data: ordered() });
  });
}

const open = () => renderApp(<CategoriesScreen />, { path: '/admin/categories', user: aCatalogueOperator() });
const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

describe('the 숙소 유형 screen', () => {
  it('lists the types in order with their hotels, moves one by the keyboard, saving the whole order, and has no axe violations', async () => {
    const sent = categories();
    const { container } = open();
    const order = await screen.findByRole('list', { name: '숙소 유형 순서' });
    expect(names(order)[0]).toMatch(/^호텔 Hotel hotel 호텔 12곳/);
    expect((screen.getByRole('button', { name: '호텔 위로' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: '리조트 위로' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ url: '/api/v2/admin/categories/order', body: { ids: [2, 1, 8] } });
    await waitFor(() => expect(names(order)[0]).toMatch(/^리조트/));
    expect(await screen.findByText('숙소 유형 순서를 바꿨습니다.')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('adds a type, shows a taken code on its field, renames one, refuses to delete a type with hotels and deletes an unused one', async () => {
    const sent = categories();
    open();
    const form = within(await screen.findByRole('form', { name: '숙소 유형 추가' }));
    await userEvent.type(form.getByLabelText('코드 (영문 소문자·_)'), 'hotel');
    await userEvent.type(form.getByLabelText('유형 이름'), '모텔');
    await userEvent.type(form.getByLabelText('영문 이름'), 'Motel');
    await userEvent.click(form.getByRole('button', { name: '숙소 유형 추가' }));
    expect(await form.findByText(taken)).toBeTruthy();
    expect(form.getByLabelText('코드 (영문 소문자·_)').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(form.getByLabelText('코드 (영문 소문자·_)'));
    await userEvent.type(form.getByLabelText('코드 (영문 소문자·_)'), 'motel');
    await userEvent.click(form.getByRole('button', { name: '숙소 유형 추가' }));
    expect(sent.filter((r) => r.method === 'POST').at(-1)).toMatchObject({ url: '/api/v2/admin/categories', body: { code: 'motel', nameKo: '모텔', nameEn: 'Motel' } });
    expect(await screen.findByText('모텔을(를) 추가했습니다.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '리조트 이름 수정' }));
    const rename = within(screen.getByRole('form', { name: '리조트 이름 수정' }));
    await userEvent.clear(rename.getByLabelText('유형 이름'));
    await userEvent.type(rename.getByLabelText('유형 이름'), '리조트·풀빌라');
    await userEvent.click(rename.getByRole('button', { name: '이름 저장' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: '/api/v2/admin/categories/2', body: { nameKo: '리조트·풀빌라' } });

    await userEvent.click(screen.getByRole('button', { name: '호텔 삭제' }));
    expect(await screen.findByText(inUse)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '료칸 삭제' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'DELETE').at(-1)?.url).toBe('/api/v2/admin/categories/8'));
    expect(await screen.findByText('료칸을(를) 삭제했습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '료칸 삭제' })).toBeNull());
  });
});
