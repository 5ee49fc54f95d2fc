import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMember } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';
import { addStayWish } from './api/add-stay-wish.ts';
import { addTourWish } from './api/add-tour-wish.ts';
import { PendingWishReplay } from './pending-wish-replay.tsx';
import { rememberPendingWish, takePendingWish } from './pending-wish.ts';

vi.mock('./api/add-stay-wish.ts', () => ({ addStayWish: vi.fn() }));
vi.mock('./api/add-tour-wish.ts', () => ({ addTourWish: vi.fn() }));

const MINUTE = 60_000;

beforeEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => sessionStorage.clear());

describe('the wish a visitor tapped', () => {
  it('is handed back once, then gone', () => {
    rememberPendingWish({ kind: 'tour', itemNo: 7, category: '001001001' }, sessionStorage, 1_000_000);
    expect(takePendingWish(sessionStorage, 1_000_000 + 5 * MINUTE)).toEqual({ kind: 'tour', itemNo: 7, category: '001001001' });
    expect(takePendingWish(sessionStorage, 1_000_000 + 5 * MINUTE)).toBeNull();
  });

  it('is dropped after 30 minutes, and when unreadable', () => {
    rememberPendingWish({ kind: 'stay', goodsNo: 1001 }, sessionStorage, 0);
    expect(takePendingWish(sessionStorage, 30 * MINUTE + 1)).toBeNull();
    rememberPendingWish({ kind: 'stay', goodsNo: 1001 }, sessionStorage, 0);
    expect(takePendingWish(sessionStorage, 30 * MINUTE)).toEqual({ kind: 'stay', goodsNo: 1001 });
    for (const raw of ['{', '[]', JSON.stringify({ wish: { kind: 'stay', goodsNo: -1 }, at: 0 }), JSON.stringify({ wish: { kind: 'boat' }, at: 0 })]) {
      sessionStorage.setItem('minda:pending-wish', raw);
      expect(takePendingWish(sessionStorage, 0)).toBeNull();
    }
  });

  it('is saved once the visitor is signed in, with a toast', async () => {
    vi.mocked(addStayWish).mockResolvedValue({ goodsNo: 1001, isWish: true, wishCount: 3 });
    rememberPendingWish({ kind: 'stay', goodsNo: 1001 });
    renderApp(<PendingWishReplay />, { user: aMember(), path: '/m/1.0/grp_main/main.html' });
    expect(await screen.findByText('로그인 전에 누른 찜을 저장했어요.')).toBeTruthy();
    expect(vi.mocked(addStayWish).mock.calls).toEqual([[1001]]);
    expect(takePendingWish()).toBeNull();
  });

  it('shows on a list the next screen was fetching while it was saved', async () => {
    // After the login page, the home's list is asked at the same moment as the wish is sent: that answer may
    // have been read before the wish was saved.
    let saved!: (answer: { goodsNo: number; isWish: boolean; wishCount: number }) => void;
    vi.mocked(addStayWish).mockReturnValue(new Promise((resolve) => (saved = resolve)));
    const answers: ((items: { goodsNo: number; isWish: boolean }[]) => void)[] = [];
    function WishedList() {
      const { data } = useQuery({ queryKey: ['stays', 'recommendItems'], queryFn: () => new Promise<{ goodsNo: number; isWish: boolean }[]>((resolve) => answers.push(resolve)) });
      return data?.map((item) => <p key={item.goodsNo}>{item.isWish ? '찜한 민박' : '찜 안 한 민박'}</p>);
    }
    rememberPendingWish({ kind: 'stay', goodsNo: 1001 });
    renderApp(
      <>
        <WishedList />
        <PendingWishReplay />
      </>,
      { user: aMember(), path: '/m/1.0/grp_main/main.html' },
    );
    await vi.waitFor(() => expect(answers).toHaveLength(1));

    saved({ goodsNo: 1001, isWish: true, wishCount: 3 });
    expect(await screen.findByText('로그인 전에 누른 찜을 저장했어요.')).toBeTruthy();
    answers[0]!([{ goodsNo: 1001, isWish: false }]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!([{ goodsNo: 1001, isWish: true }]);
    expect(await screen.findByText('찜한 민박')).toBeTruthy();
  });

  it('waits while the visitor is still a visitor', () => {
    rememberPendingWish({ kind: 'tour', itemNo: 7, category: '001001001' });
    renderApp(<PendingWishReplay />, { user: null });
    expect(addTourWish).not.toHaveBeenCalled();
    expect(takePendingWish()).toEqual({ kind: 'tour', itemNo: 7, category: '001001001' });
  });
});
