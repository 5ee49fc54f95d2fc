import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { SearchBar } from './search-bar.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})), apiRequest: vi.fn(() => Promise.resolve({ ok: true })) }));

const paris = { id: '001002001', name: '파리', type: 'city' as const, checkInAt: '2026-12-19', checkOutAt: '2026-12-21', occupancy: [{ adult: 2, children: [] }] };

describe('the mobile results search summary', () => {
  it('opens as one line of place, dates, nights and party, with the form folded away', () => {
    renderApp(<SearchBar searchType="stays" platform="mobile" collapsible initial={paris} />, { path: '/m/1.0/md/stays', platform: 'mobile' });
    const toggle = screen.getByRole('button', { expanded: false });
    expect(toggle.textContent).toBe('파리 · 12.19 토 - 12.21 월 · 2박 · 성인 2명변경');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('expands into the form with the focus on its first field, and folds again', async () => {
    const user = userEvent.setup();
    renderApp(<SearchBar searchType="stays" platform="mobile" collapsible initial={paris} />, { path: '/m/1.0/md/stays', platform: 'mobile' });
    await user.click(screen.getByRole('button', { name: /파리 · 12.19 토/ }));

    const toggle = screen.getByRole('button', { expanded: true });
    expect(toggle.textContent).toContain('접기');
    expect(screen.getByRole('search', { name: '상품 검색' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '파리' }));
    expect(screen.getByRole('button', { name: '12.19 토 - 12.21 월 (2박)' })).toBeTruthy();

    await user.click(toggle);
    expect(screen.getByRole('button', { expanded: false }).textContent).toContain('변경');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('keeps the whole form on PC and where the page asks for no summary', () => {
    renderApp(<SearchBar searchType="stays" platform="mobile" initial={paris} />, { path: '/m/1.0/grp_main/search_header.html', platform: 'mobile' });
    expect(screen.getByRole('search', { name: '상품 검색' })).toBeTruthy();
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
  });
});
