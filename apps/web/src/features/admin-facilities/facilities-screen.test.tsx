import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFacility } from '@minda/contracts/admin-facilities';
import { aCatalogueOperator, FACILITIES } from '../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { FacilitiesScreen } from './facilities-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const taken = "객실 시설에 '에어컨'이(가) 이미 있습니다.";

/** The catalogue's API over a list the calls change, as the server would. */
function catalogue() {
  const rows: AdminFacility[] = [...FACILITIES.property, ...FACILITIES.room].map((f) => ({ ...f }));
  const ofKind = (kind: string) => rows.filter((f) => f.kind === kind).sort((a, b) => a.sort - b.sort);
  return stubFetch((request) => {
    const body = request.body as Record<string, unknown>;
    if (request.method === 'PUT') {
      (body.ids as number[]).forEach((id, i) => (rows.find((f) => f.id === id)!.sort = i + 1));
      return jsonResponse(200, { data: ofKind(body.kind as string) });
    }
    if (request.method === 'POST') {
      if (rows.some((f) => f.kind === body.kind && f.nameKo === body.nameKo)) {
        return jsonResponse(422, { error: { code: 'VALIDATION_FAILED', message: taken, details: [{ path: 'body.nameKo', message: taken }] } });
      }
      const row = { id: 99, kind: body.kind as AdminFacility['kind'], nameKo: body.nameKo as string, nameEn: body.nameEn as string, sort: 99, active: true };
      rows.push(row);
      return jsonResponse(200, { data: row });
    }
    if (request.method === 'PATCH') {
      const row = rows.find((f) => request.url.endsWith(`/admin/facilities/${f.id}`))!;
      Object.assign(row, body);
      return jsonResponse(200, { data: row });
    }
    return jsonResponse(200, { data: ofKind(request.url.includes('kind=room') ? 'room' : 'property') });
  });
}

const open = () => renderApp(<FacilitiesScreen />, { path: '/admin/facilities', user: aCatalogueOperator() });
const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

describe('the facilities screen', () => {
  it('lists the common and the room facilities in order, and moves one up by its button, saving the whole order', async () => {
    const sent = catalogue();
    open();
    const rooms = within(await screen.findByRole('region', { name: '객실 시설 (2)' }));
    const order = await rooms.findByRole('list', { name: '객실 시설 순서' });
    expect(names(order)[0]).toMatch(/^에어컨/);
    expect((rooms.getByRole('button', { name: '에어컨 위로' }) as HTMLButtonElement).disabled).toBe(true);
    rooms.getByRole('button', { name: '난방 위로' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ url: '/api/v2/admin/facilities/order', body: { kind: 'room', ids: [22, 21] } });
    await waitFor(() => expect(names(order)[0]).toMatch(/^난방/));
    expect(await screen.findByText('객실 시설 순서를 바꿨습니다.')).toBeTruthy();
    const common = within(screen.getByRole('region', { name: '공용 시설 (3)' }));
    expect(common.getByText('사용 중지')).toBeTruthy();
  });

  it('adds a facility to its kind, shows a taken name on its field, and takes one out of use', async () => {
    const sent = catalogue();
    open();
    const rooms = within(await screen.findByRole('region', { name: '객실 시설 (2)' }));
    const form = within(rooms.getByRole('form', { name: '객실 시설 추가' }));
    await userEvent.type(form.getByLabelText('시설 이름'), '에어컨');
    await userEvent.type(form.getByLabelText('영문 이름'), 'AC');
    await userEvent.click(form.getByRole('button', { name: '객실 시설 추가' }));
    expect(await form.findByText(taken)).toBeTruthy();
    expect(form.getByLabelText('시설 이름').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(form.getByLabelText('시설 이름'));
    await userEvent.type(form.getByLabelText('시설 이름'), '욕조');
    await userEvent.click(form.getByRole('button', { name: '객실 시설 추가' }));
    expect(sent.filter((r) => r.method === 'POST').at(-1)).toMatchObject({ url: '/api/v2/admin/facilities', body: { kind: 'room', nameKo: '욕조', nameEn: 'AC' } });
    expect(await screen.findByText('욕조을(를) 객실 시설에 추가했습니다.')).toBeTruthy();

    await userEvent.click(rooms.getByRole('button', { name: '에어컨 사용 중지' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: '/api/v2/admin/facilities/21', body: { active: false } });
    expect(await rooms.findByRole('button', { name: '에어컨 다시 사용' })).toBeTruthy();
  });
});
