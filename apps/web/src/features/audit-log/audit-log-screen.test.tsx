import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { auditQueryFrom } from './audit-log-params.ts';
import { AuditLogScreen } from './audit-log-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const admin = { id: 1, loginId: 'admin', nickName: '운영자', profileImage: null, role: 'admin' as const, unreadInquiryCount: 0 };
const entry = {
  id: 41,
  at: '2026-12-07T01:30:00.000Z',
  actor: { type: 'admin', id: 7, role: 'support', name: '김지원' },
  action: 'booking.cancel',
  actionLabel: '예약 운영자 취소',
  target: { type: 'booking', id: '260301', label: '파리하늘민박' },
  changes: [{ field: 'status', before: '예약 확정', after: '운영자 취소' }],
  reason: '숙소 영업 정지',
  metadata: { refund: 24000 },
  requestId: 'req-9',
  ip: '127.0.0.1',
};

describe('the audit log screen', () => {
  it('shows who changed what, on which target, before and after, and why', async () => {
    const sent = stubFetch(() => jsonResponse(200, { data: { content: [entry], number: 0, size: 50, totalElements: 1, totalPages: 1, last: true } }));
    renderApp(<AuditLogScreen query={auditQueryFrom(new URLSearchParams('targetType=booking&targetId=260301'))} />, { path: '/admin/audit?targetType=booking&targetId=260301', user: admin });
    const table = await screen.findByRole('table', { name: '변경 이력' });
    const [, row] = within(table).getAllByRole('row');
    expect([...row!.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '2026년 12월 7일 (월) 10:30',
      '예약 운영자 취소',
      '예약 260301 · 파리하늘민박',
      '운영자 김지원 (고객 지원)',
      '상태: 예약 확정 → 운영자 취소',
      '숙소 영업 정지',
    ]);
    expect(sent.find((r) => r.url.startsWith('/api/v2/admin/audit?'))!.url).toBe('/api/v2/admin/audit?targetType=booking&targetId=260301&page=1');
    // The download is exactly this list: its filters, without the page.
    expect(screen.getByRole('link', { name: '엑셀 다운로드 (최대 10,000건)' }).getAttribute('href')).toBe('/api/v2/admin/audit/xls?targetType=booking&targetId=260301');
  });

  it('keeps the filters in the address, and a target number only with its kind', async () => {
    stubFetch(() => jsonResponse(200, { data: { content: [], number: 0, size: 50, totalElements: 0, totalPages: 0, last: true } }));
    const { probe } = renderApp(<AuditLogScreen query={{ page: 1 }} />, { path: '/admin/audit', user: admin });
    expect(await screen.findByText('조건에 맞는 기록이 없습니다.')).toBeTruthy();
    const search = within(screen.getByRole('search', { name: '변경 이력 검색' }));
    await userEvent.selectOptions(search.getByLabelText('작업'), '운영자 역할 변경');
    await userEvent.type(search.getByLabelText('대상 번호'), '12');
    await userEvent.click(search.getByRole('button', { name: '검색' }));
    expect(`${probe.location.pathname}${probe.location.search}`).toBe('/admin/audit?action=operator.role');
    expect(auditQueryFrom(new URLSearchParams('targetId=12&from=2026-12-07&to=2026-12-01&page=0'))).toEqual({ page: 1, from: '2026-12-07' });
  });
});
