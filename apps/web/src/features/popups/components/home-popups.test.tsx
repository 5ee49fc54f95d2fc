import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopupNotice } from '@minda/contracts/content';
import type { MemberReviewSummary } from '@minda/contracts/members';
import { LoginGateProvider } from '../../../lib/login-gate.tsx';
import { HomePopups } from './home-popups.tsx';
import { preloadPopupDialog } from './popup-queue-view.tsx';

type Answer<T> = { isPending: boolean; data: T | undefined };
const state: { notice: Answer<PopupNotice | null>; reviews: Answer<MemberReviewSummary>; reviewsAskedFor: boolean[] } = {
  notice: { isPending: true, data: undefined },
  reviews: { isPending: true, data: undefined },
  reviewsAskedFor: [],
};

vi.mock('../api/get-popup-notice.ts', () => ({ usePopupNotice: () => state.notice }));
vi.mock('../api/get-review-summary.ts', () => ({
  useReviewSummary: (enabled: boolean) => {
    state.reviewsAskedFor.push(enabled);
    return enabled ? state.reviews : { isPending: true, data: undefined };
  },
}));

const NOTICE: PopupNotice = { no: 5, contents: '<p>안내</p>', endsAt: null };
const REVIEWABLE: MemberReviewSummary = { staysCount: 1, tripCount: 0, staysPoint: 900, tripsPoint: 0 };

const gate = (isLoggedIn: boolean | undefined) =>
  function Gate({ children }: { children: ReactNode }) {
    return <LoginGateProvider value={{ isLoggedIn, requireLogin: () => {} }}>{children}</LoginGateProvider>;
  };
const titles = () => screen.queryAllByRole('dialog').map((d) => document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent);

beforeEach(() => {
  state.notice = { isPending: true, data: undefined };
  state.reviews = { isPending: true, data: undefined };
  state.reviewsAskedFor = [];
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
});
afterEach(() => vi.useRealTimers());

// The dialog's code loads on demand; here it is there from the start, as after the idle preload.
beforeAll(() => preloadPopupDialog());

describe('HomePopups', () => {
  it('waits for the notice before showing anything, then opens the first popup', () => {
    const view = render(<HomePopups />, { wrapper: gate(false) });
    expect(titles()).toEqual([]);
    state.notice = { isPending: false, data: NOTICE };
    view.rerender(<HomePopups />);
    expect(titles()).toEqual(['민다 앱 다운로드']);
    // A visitor never asks for the review summary.
    expect(state.reviewsAskedFor.every((enabled) => !enabled)).toBe(true);
  });

  it('waits for a member\'s review summary too, and waits while the login state is unknown', () => {
    state.notice = { isPending: false, data: null };
    document.cookie = 'hideAppDownload7Days=Y; Path=/';
    const unknown = render(<HomePopups />, { wrapper: gate(undefined) });
    expect(titles()).toEqual([]);
    unknown.unmount();

    const view = render(<HomePopups />, { wrapper: gate(true) });
    expect(titles()).toEqual([]);
    state.reviews = { isPending: false, data: REVIEWABLE };
    view.rerender(<HomePopups />);
    expect(titles()).toEqual(['여행 후기를 남겨 주세요']);
  });

  it('builds the queue once: data arriving later does not add popups', () => {
    state.notice = { isPending: false, data: null };
    const view = render(<HomePopups />, { wrapper: gate(false) });
    expect(titles()).toEqual(['민다 앱 다운로드']);
    state.notice = { isPending: false, data: { no: 6, contents: '<p>새 공지</p>', endsAt: null } };
    view.rerender(<HomePopups />);
    expect(titles()).toEqual(['민다 앱 다운로드']);
  });

  it('shows nothing when every popup is dismissed or not due', () => {
    state.notice = { isPending: false, data: NOTICE };
    document.cookie = 'hideAppDownload7Days=Y; Path=/';
    document.cookie = 'hideCommonNotice7Days5=Y; Path=/';
    render(<HomePopups />, { wrapper: gate(false) });
    expect(titles()).toEqual([]);
    expect(document.querySelector('[data-testid="popup-backdrop"]')).toBeNull();
  });
});
