import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MORE_MENU_SECTIONS } from '../more-menu-links.ts';
import { MoreMenu } from './more-menu.tsx';

const inRouter = (nickname: string | null | undefined) =>
  render(
    <MemoryRouter>
      <MoreMenu nickname={nickname} />
    </MemoryRouter>,
  );

describe('MoreMenu', () => {
  it('offers login (returning to the menu) and sign-up to a visitor', () => {
    inRouter(null);
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/m/1.0/member/login.html?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Fmore.html');
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/m/1.0/member/join.html?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Fmore.html');
    expect(screen.queryByRole('link', { name: '로그아웃' })).toBeNull();
  });

  it('greets a member by nickname with a logout link', () => {
    inRouter('여행자');
    expect(screen.getByText('여행자')).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그아웃' }).getAttribute('href')).toBe('/member/logout.php');
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
  });

  it('shows neither while the session is read', () => {
    inRouter(undefined);
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
    expect(screen.queryByRole('link', { name: '로그아웃' })).toBeNull();
  });

  it('lists every section, external partners in a new tab', () => {
    inRouter(null);
    for (const section of MORE_MENU_SECTIONS) {
      const nav = screen.getByRole('navigation', { name: section.title });
      expect(nav.querySelectorAll('a')).toHaveLength(section.links.length);
    }
    const insurance = screen.getByRole('link', { name: /여행자보험/ });
    expect(insurance.getAttribute('target')).toBe('_blank');
    expect(insurance.getAttribute('href')).toBe('https://www.myrealtrip.com/insurance');
    expect(screen.getByRole('link', { name: '동행 찾기' }).getAttribute('href')).toBe('/m/1.0/grp_main/community.html?id=tripbuddy');
    expect(screen.getByRole('link', { name: '공지사항' }).getAttribute('href')).toBe('/m/1.0/cs/notice.html');
  });

  it('keeps a phone on mobile pages: every in-app link is a /m/1.0/ page (issue 55)', () => {
    inRouter(null);
    const inApp = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '').filter((href) => !href.startsWith('https://'));
    expect(inApp.filter((href) => !href.startsWith('/m/1.0/'))).toEqual([]);
    expect(screen.getByRole('link', { name: '회사소개' }).getAttribute('href')).toBe('/m/1.0/cs/about.html');
  });
});
