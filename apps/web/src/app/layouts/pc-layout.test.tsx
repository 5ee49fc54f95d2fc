import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SALE_IN_PROGRESS } from '@minda/contracts/rules/event-flags';
import { aMember } from '../../test/builders.ts';
import type { PcHeaderKind } from '../../ui/pc-header/header-state.ts';
import { PcLayout } from './pc-layout.tsx';
import { renderApp } from '../../test/render-app.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderLayout(headerKind: PcHeaderKind) {
  renderApp(<PcLayout headerKind={headerKind}>본문</PcLayout>, { user: aMember({ unreadInquiryCount: 3 }) });
}

const mode = () => screen.getByRole('banner').getAttribute('data-mode');

describe('PcLayout', () => {
  afterEach(() => scrollTo(0));

  it('renders the header, main, footer landmarks and the member from the page user', () => {
    renderLayout('plain');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('본문');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByText('여행자님')).toBeTruthy();
  });

  it('fixes a product page header past 300 px and offers the compact search trigger', () => {
    renderLayout('product');
    scrollTo(300);
    expect(mode()).toBe('normal');
    scrollTo(301);
    expect(mode()).toBe('fixed');
    expect(screen.getByRole('button', { name: '어디로 떠나시나요?' })).toBeTruthy();
    scrollTo(0);
    expect(mode()).toBe('normal');
  });

  it('fixes the home header only past 396 px', () => {
    renderLayout('home');
    scrollTo(396);
    expect(mode()).toBe('normal');
    scrollTo(397);
    expect(mode()).toBe('fixed');
  });

  it('tags the stays tab with SALE from the site-wide sale flag', () => {
    renderLayout('product');
    const stays = within(screen.getByRole('navigation', { name: '주요 메뉴' })).getByRole('link', { name: /한인민박/ });
    expect(stays.textContent?.includes('SALE')).toBe(SALE_IN_PROGRESS);
  });

  it('keeps a plain page header normal at any offset', () => {
    renderLayout('plain');
    scrollTo(5000);
    expect(mode()).toBe('normal');
  });
});
