import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { BottomNav, type BottomNavTab } from './bottom-nav.tsx';

const labels: Record<BottomNavTab, string> = { home: '홈', wishes: '찜', reservations: '예약', inquiries: '문의', mypage: '마이' };

function renderNav(props: Partial<Parameters<typeof BottomNav>[0]> = {}) {
  return render(
    <MemoryRouter>
      <BottomNav labels={labels} {...props} />
    </MemoryRouter>,
  );
}

describe('BottomNav', () => {
  it('shows the five tabs with their labels and the spec targets', () => {
    renderNav({ active: 'home' });
    const nav = screen.getByRole('navigation', { name: '하단 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['홈', '찜', '예약', '문의', '마이']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      webPaths.mobile.home.href(),
      webPaths.mobile.wishes.href(),
      webPaths.mobile.reservations.href(),
      webPaths.mobile.inquiries.href(),
      webPaths.mobile.mypage.href(),
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
  });

  it('marks only the active tab with aria-current="page"', () => {
    renderNav({ active: 'wishes' });
    expect(screen.getByRole('link', { name: '찜' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '홈' }).hasAttribute('aria-current')).toBe(false);
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('shows the red dot on the inquiry tab only when unread messages exist', () => {
    const { rerender } = renderNav({ active: 'home', unreadInquiryCount: 0 });
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    rerender(
      <MemoryRouter>
        <BottomNav labels={labels} active="home" unreadInquiryCount={3} />
      </MemoryRouter>,
    );
    const inquiry = screen.getByRole('link', { name: /문의/ });
    expect(within(inquiry).getByTestId('unread-dot')).toBeTruthy();
    expect(inquiry.textContent).toContain('새 메시지 있음');
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(1);
  });

  it('shows the upcoming bookings on the reservation tab, capped at 99+, and nothing at 0', () => {
    const { rerender } = renderNav({ upcomingReservationCount: 0 });
    expect(screen.queryByTestId('reservation-badge')).toBeNull();
    rerender(
      <MemoryRouter>
        <BottomNav labels={labels} upcomingReservationCount={2} />
      </MemoryRouter>,
    );
    const tab = screen.getByRole('link', { name: /예약/ });
    expect(within(tab).getByTestId('reservation-badge').textContent).toBe('2');
    expect(tab.textContent).toContain('예정된 예약 2건');
    rerender(
      <MemoryRouter>
        <BottomNav labels={labels} upcomingReservationCount={120} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('reservation-badge').textContent).toBe('99+');
  });

  it('uses the labels it is given', () => {
    renderNav({ labels: { ...labels, mypage: '내 정보' } });
    expect(screen.getByRole('link', { name: '내 정보' })).toBeTruthy();
  });
});
