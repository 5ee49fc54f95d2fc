import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@minda/contracts/admin-audit';
import { AuditTimeline } from './audit-timeline.tsx';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-12-07T01:30:00.000Z',
  actor: { type: 'admin', id: 7, role: 'support', name: '김지원' },
  action: 'booking.cancel',
  actionLabel: '예약 운영자 취소',
  target: { type: 'booking', id: '1234', label: '파리하늘민박' },
  changes: [{ field: 'status', before: '결제 대기', after: '운영자 취소' }],
  reason: '숙소 영업 정지',
  metadata: { refund: 0 },
  requestId: 'req-1',
  ip: '127.0.0.1',
  ...overrides,
});

describe('the audit timeline of a detail screen', () => {
  it('tells who did what, when, the fields before and after, and why', () => {
    render(
      <AuditTimeline
        entries={[
          entry({}),
          entry({ id: 2, actor: { type: 'partner', id: 3, role: 'partner', name: '파리하늘민박' }, action: 'booking.memo', actionLabel: '예약 메모', changes: [{ field: 'memo', before: null, after: '늦은 체크인' }], reason: null }),
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(within(first!).getByText('예약 운영자 취소')).toBeTruthy();
    expect(within(first!).getByText('운영자 김지원 (고객 지원)')).toBeTruthy();
    expect(within(first!).getByText(/^2026년 12월 7일 \(월\) 10:30$/)).toBeTruthy();
    expect(within(first!).getByText('상태: 결제 대기 → 운영자 취소')).toBeTruthy();
    expect(within(first!).getByText('사유: 숙소 영업 정지')).toBeTruthy();
    expect(within(second!).getByText('파트너 파리하늘민박')).toBeTruthy();
    expect(within(second!).getByText('메모: 늦은 체크인')).toBeTruthy();
  });

  it('says so when nobody has changed anything', () => {
    render(<AuditTimeline entries={[]} />);
    expect(screen.getByText('운영자나 파트너가 바꾼 기록이 없습니다.')).toBeTruthy();
  });
});
