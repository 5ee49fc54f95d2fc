import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPartnerUser } from '@minda/contracts/admin-partners';
import { jsonResponse, stubFetch, type SentRequest } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PartnerUsers } from './partner-users.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const admin = { id: 1, loginId: 'catalogue-admin', nickName: '상품 담당', profileImage: null, role: 'admin' as const, unreadInquiryCount: 0 };
const login = (l: Partial<AdminPartnerUser>): AdminPartnerUser => ({
  userId: 12,
  loginId: 'lyon.sun',
  nickname: '리옹햇살민박',
  email: 'lyon.sun@example.com',
  owner: true,
  active: true,
  createdAt: '2026-12-01T01:00:00.000Z',
  ...l,
});
const LOGINS = [login({}), login({ userId: 40, loginId: 'sun.staff', nickname: '햇살직원', email: 'staff@example.com', owner: false, lastLoginAt: '2026-12-05T03:00:00.000Z' })];
const answer = (write: (request: SentRequest) => Response) => (request: SentRequest) => (request.method === 'GET' ? jsonResponse(200, { data: LOGINS }) : write(request));

describe("a partner's logins (관리자 계정)", () => {
  it('lists the owner (대표 계정, never turned off here) and the staff, a staff login turned off only once confirmed', async () => {
    const sent = stubFetch(answer(() => jsonResponse(200, { data: { ...LOGINS[1], active: false } })));
    renderApp(<PartnerUsers partnerId={12} />, { path: '/admin/partners/12', user: admin });
    const table = await screen.findByRole('table', { name: '관리자 계정 목록' });
    const [, owner, staff] = within(table).getAllByRole('row');
    expect(within(owner!).getByText('대표 계정')).toBeTruthy();
    expect(within(owner!).queryByRole('button')).toBeNull();
    expect(within(staff!).getByText('햇살직원')).toBeTruthy();

    await userEvent.click(within(staff!).getByRole('button', { name: '비활성화' }));
    const dialog = await screen.findByRole('dialog', { name: '햇살직원 계정 비활성화' });
    expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '비활성화' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: '/api/v2/admin/partners/12/users/40', body: { active: false } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("checks a new login with the contract's Korean messages, sends it with an Idempotency-Key, and shows the server's refusal", async () => {
    const sent = stubFetch(answer(() => jsonResponse(409, { error: { code: 'CONFLICT', message: '이미 사용 중인 아이디입니다.' } })));
    renderApp(<PartnerUsers partnerId={12} />, { path: '/admin/partners/12', user: admin });
    const form = within(await screen.findByRole('form', { name: '관리자 계정 추가' }));
    await userEvent.type(form.getByLabelText('아이디'), '한글');
    await userEvent.click(form.getByRole('button', { name: '계정 추가' }));
    expect(await form.findByText('아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자, _ . - 조합이어야 합니다.')).toBeTruthy();
    expect(form.getByText('비밀번호는 8자 이상이어야 합니다.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.clear(form.getByLabelText('아이디'));
    await userEvent.type(form.getByLabelText('아이디'), 'member');
    await userEvent.type(form.getByLabelText('첫 비밀번호'), 'staff1234!');
    await userEvent.type(form.getByLabelText('이름'), '새직원');
    await userEvent.type(form.getByLabelText('이메일'), 'new@example.com');
    await userEvent.click(form.getByRole('button', { name: '계정 추가' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post).toMatchObject({ url: '/api/v2/admin/partners/12/users', body: { loginId: 'member', password: 'staff1234!', nickname: '새직원', email: 'new@example.com' } });
    expect(Object.keys(post.headers).map((h) => h.toLowerCase())).toContain('idempotency-key');
    expect(await form.findByText('이미 사용 중인 아이디입니다.')).toBeTruthy();
  });
});
