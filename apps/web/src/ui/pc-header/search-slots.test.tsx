import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createLocationProbe } from '../../test/location-probe.tsx';
import { SearchModalProvider, useOpenSearch } from './search-launcher.tsx';
import { PcSearchHero } from './search-hero.tsx';
import type { SearchModalWidget } from './search-modal.tsx';

/** A stand-in for the search feature's widget: it shows its tab and searches by closing the modal. */
const widget: SearchModalWidget = (tab, close) => (
  <form aria-label={`위젯 ${tab}`} onSubmit={(e) => (e.preventDefault(), close())}>
    <input aria-label="위젯 검색어" />
    <button type="submit">위젯 검색</button>
  </form>
);

function OpenButton() {
  const open = useOpenSearch();
  return (
    <button type="button" onClick={() => open('hotel')}>
      열기
    </button>
  );
}

function renderWith(ui: ReactNode) {
  const probe = createLocationProbe();
  render(
    <MemoryRouter initialEntries={['/stay/hotel.php']}>
      <Routes>
        <Route path="*" element={<SearchModalProvider widget={widget}>{ui}</SearchModalProvider>} />
      </Routes>
      {probe.element}
    </MemoryRouter>,
  );
  return probe;
}

describe('the search slots', () => {
  it('puts the widget in the modal tab, focused, above the site-wide keyword search', async () => {
    const user = userEvent.setup();
    const probe = renderWith(<OpenButton />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    const dialog = await screen.findByRole('dialog', { name: '검색' });
    expect(within(dialog).getByRole('form', { name: '위젯 hotel' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('위젯 검색어'));
    await user.type(within(dialog).getByLabelText('통합 검색'), '에펠{Enter}');
    expect(probe.location.pathname + probe.location.search).toBe('/main/total_search.php?searchTopCls=all&searchCls=all&sortCls=&category=hotel&keyword=%EC%97%90%ED%8E%A0&Page=0');
  });

  it('lets the widget close the modal after its search', async () => {
    const user = userEvent.setup();
    renderWith(<OpenButton />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(screen.getByRole('button', { name: '위젯 검색' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a page widget in the search band instead of the bar that opens the modal', () => {
    renderWith(<PcSearchHero kind="home" tab="stays" withTabs title="자유여행의 시작, 민다" search={<p>페이지 위젯</p>} />);
    expect(screen.getByText('페이지 위젯')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '검색할 상품' })).toBeNull();
    expect(screen.queryByRole('button', { name: /검색해 보세요/ })).toBeNull();
  });
});
