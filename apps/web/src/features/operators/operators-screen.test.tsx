import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator } from '@minda/contracts/admin-operators';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { OperatorsScreen } from './operators-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const admin = { id: 1, loginId: 'admin', nickName: '운영자', profileImage: null, role: 'admin' as const, unreadInquiryCount: 0 };
const operator = (o: Partial<Operator>): Operator => ({
  id: 7,
  loginId: 'support-admin',
  nickname: '고객 지원 담당',
  role: 'support',
  roleLabel: '고객 지원',
  active: true,
  createdAt: '2026-12-01T01:00:00.000Z',
  deactivatedAt: null,
  ...o,
});
const page = (content: Operator[]) => ({ data: { content, number: 0, size: 20, totalElements: content.length, totalPages: 1, last: true } });

describe('the operators screen', () => {
  it('lists the operators of the address filters in a table named by its columns', async () => {
    const sent = stubFetch(() => jsonResponse(200, page([operator({}), operator({ id: 8, loginId: 'old.op', nickname: '퇴사자', role: 'content', roleLabel: '콘텐츠 운영', active: false, deactivatedAt: '2026-12-05T03:00:00.000Z' })])));
    renderApp(<OperatorsScreen query={{ role: undefined, status: undefined, q: '지원', page: 1 }} />, { path: '/admin/operators?q=지원', user: admin });
    const table = await screen.findByRole('table', { name: '운영자 목록' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['아이디', '이름', '역할', '상태', '추가일', '사용']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('support-admin')).toBeTruthy();
    expect(within(second!).getByText(/^사용 중지 \(2026년 12월 5일/)).toBeTruthy();
    expect(within(second!).getByRole('button', { name: '다시 사용' })).toBeTruthy();
    expect(sent.find((r) => r.url.startsWith('/api/v2/admin/users?'))!.url).toBe('/api/v2/admin/users?q=%EC%A7%80%EC%9B%90&page=1');
    expect(screen.getByText('총 2명')).toBeTruthy();
  });

  it("changes a role with its own button, and stops an operator only with a reason", async () => {
    const sent = stubFetch((request) => (request.method === 'PATCH' ? jsonResponse(200, { data: operator({ role: 'finance', roleLabel: '정산·재무' }) }) : jsonResponse(200, page([operator({})]))));
    renderApp(<OperatorsScreen query={{ page: 1 }} />, { path: '/admin/operators', user: admin });
    await userEvent.selectOptions(await screen.findByLabelText('고객 지원 담당 역할'), '정산·재무');
    await userEvent.click(screen.getByRole('button', { name: '역할 변경' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: '/api/v2/admin/users/7', body: { role: 'finance' } });

    await userEvent.click(screen.getByRole('button', { name: '사용 중지' }));
    const stop = screen.getByRole('form', { name: '고객 지원 담당 사용 중지' });
    expect(within(stop).getByRole('button', { name: '중지' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(stop).getByLabelText('중지 사유'), '퇴사');
    await userEvent.click(within(stop).getByRole('button', { name: '중지' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    expect(sent.filter((r) => r.method === 'PATCH')[1]).toMatchObject({ body: { active: false, reason: '퇴사' } });
  });

  it("checks a new operator with the contract's Korean messages before sending, and shows the server's", async () => {
    const sent = stubFetch((request) =>
      request.method === 'POST' ? jsonResponse(409, { error: { code: 'CONFLICT', message: '이미 사용 중인 아이디입니다.' } }) : jsonResponse(200, page([])),
    );
    renderApp(<OperatorsScreen query={{ page: 1 }} />, { path: '/admin/operators', user: admin });
    const form = within(await screen.findByRole('region', { name: '운영자 추가' }));
    await userEvent.type(form.getByLabelText('아이디'), '한글');
    await userEvent.click(form.getByRole('button', { name: '추가' }));
    expect(await form.findByText('아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자, _ . - 조합이어야 합니다.')).toBeTruthy();
    expect(form.getByText('비밀번호는 8자 이상이어야 합니다.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.clear(form.getByLabelText('아이디'));
    await userEvent.type(form.getByLabelText('아이디'), 'member');
    await userEvent.type(form.getByLabelText('첫 비밀번호'), 'helper1234!');
    await userEvent.type(form.getByLabelText('이름'), '새 담당');
    await userEvent.selectOptions(form.getByLabelText('역할'), '콘텐츠 운영');
    await userEvent.click(form.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({ loginId: 'member', password: 'helper1234!', nickname: '새 담당', role: 'content' });
    expect(await form.findByText('이미 사용 중인 아이디입니다.')).toBeTruthy();
  });
});
