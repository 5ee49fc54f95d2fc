import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BLOCKS_OF_TEN, FIVE_AROUND } from './page-window.ts';
import { Pager } from './pager.tsx';

const classNames = { nav: 'nav', number: 'number', step: 'step' };
const href = (page: number) => `/list?page=${page}`;

function renderPager(props: Partial<Parameters<typeof Pager>[0]> & { current: number; totalPages: number }) {
  render(
    <MemoryRouter>
      <Pager href={href} rule={FIVE_AROUND} classNames={classNames} {...props} />
    </MemoryRouter>,
  );
}

describe('Pager', () => {
  it('links the window of pages around the current one, with text steps', () => {
    renderPager({ current: 4, totalPages: 9 });
    const nav = screen.getByRole('navigation', { name: '페이지' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['이전', '/list?page=3'],
      ['2', '/list?page=2'],
      ['3', '/list?page=3'],
      ['4', '/list?page=4'],
      ['5', '/list?page=5'],
      ['6', '/list?page=6'],
      ['다음', '/list?page=5'],
    ]);
    expect(within(nav).getByRole('link', { name: '4페이지' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '5페이지' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves out the steps past either end', () => {
    renderPager({ current: 1, totalPages: 2 });
    expect(screen.queryByRole('link', { name: '이전' })).toBeNull();
    expect(screen.queryByText('이전')).toBeNull();
    expect(screen.getByRole('link', { name: '다음' }).getAttribute('href')).toBe('/list?page=2');
  });

  it('keeps the steps past either end disabled when asked', () => {
    renderPager({ current: 2, totalPages: 2, keepEdgeSteps: true, label: '페이지 이동' });
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(nav).queryByRole('link', { name: '다음' })).toBeNull();
    expect(within(nav).getByText('다음').getAttribute('aria-disabled')).toBe('true');
  });

  it('names chevron steps and follows the block rule', () => {
    renderPager({ current: 12, totalPages: 25, rule: BLOCKS_OF_TEN, steps: 'icons' });
    expect(screen.getByRole('link', { name: '이전 페이지' }).getAttribute('href')).toBe('/list?page=11');
    expect(screen.getByRole('link', { name: '다음 페이지' }).getAttribute('href')).toBe('/list?page=13');
    expect(screen.getAllByRole('link', { name: /^\d+페이지$/ }).map((link) => link.textContent)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
  });

  it('renders nothing for a single page', () => {
    renderPager({ current: 1, totalPages: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
