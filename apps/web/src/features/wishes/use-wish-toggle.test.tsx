import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { addStayWish } from './api/add-stay-wish.ts';
import { addTourWish } from './api/add-tour-wish.ts';
import { removeStayWish } from './api/remove-stay-wish.ts';
import { aMember } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';
import { takePendingWish } from './pending-wish.ts';
import { useWishToggle } from './use-wish-toggle.ts';

vi.mock('./api/add-stay-wish.ts', () => ({ addStayWish: vi.fn() }));
vi.mock('./api/remove-stay-wish.ts', () => ({ removeStayWish: vi.fn() }));
vi.mock('./api/add-tour-wish.ts', () => ({ addTourWish: vi.fn() }));
vi.mock('./api/remove-tour-wish.ts', () => ({ removeTourWish: vi.fn() }));
vi.mock('./api/like-hotel.ts', () => ({ likeHotel: vi.fn() }));
vi.mock('./api/unlike-hotel.ts', () => ({ unlikeHotel: vi.fn() }));

const stay = (goodsNo: number, isWish = false, wishCount = 10) => ({ goodsNo, isWish, wishCount });
const GRADE = ['stays', 'recommendItems', {}] as const;
const THEMES = ['stays', 'themeItems'] as const;
const TOURS = ['tours', 'recommendItems', {}] as const;

function setup(isLoggedIn: boolean | undefined) {
  let toggle!: ReturnType<typeof useWishToggle>;
  function Toggle() {
    toggle = useWishToggle();
    return null;
  }
  const requireLogin = vi.fn();
  const { queryClient } = renderApp(<Toggle />, {
    user: isLoggedIn === undefined ? undefined : isLoggedIn ? aMember() : null,
    requireLogin,
    cache: [
      [GRADE, [stay(1), stay(2)]],
      [THEMES, [{ items: [stay(2)] }]],
      [TOURS, [{ itemNo: 5, isWish: false, wishCount: 3 }]],
    ],
  });
  return { queryClient, requireLogin, toggle };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useWishToggle', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it('updates every cached list at once, then keeps the server count', async () => {
    const call = deferred<{ goodsNo: number; isWish: boolean; wishCount: number }>();
    vi.mocked(addStayWish).mockReturnValue(call.promise);
    const { queryClient, toggle } = setup(true);
    act(() => toggle({ kind: 'stay', goodsNo: 2, isWish: false }));
    await waitFor(() => expect(queryClient.getQueryData(GRADE)).toEqual([stay(1), stay(2, true, 11)]));
    expect(queryClient.getQueryData(THEMES)).toEqual([{ items: [stay(2, true, 11)] }]);
    expect(addStayWish).toHaveBeenCalledWith(2);
    await act(async () => call.resolve({ goodsNo: 2, isWish: true, wishCount: 20 }));
    await waitFor(() => expect(queryClient.getQueryData(GRADE)).toEqual([stay(1), stay(2, true, 20)]));
  });

  it('restores the earlier data without a message when the call fails', async () => {
    vi.mocked(removeStayWish).mockRejectedValue(new ApiError(500, 'INTERNAL', '오류'));
    const { queryClient, toggle, requireLogin } = setup(true);
    queryClient.setQueryData(GRADE, [stay(1), stay(2, true, 11)]);
    const earlier = queryClient.getQueryData(GRADE);
    act(() => toggle({ kind: 'stay', goodsNo: 2, isWish: true }));
    await waitFor(() => expect(removeStayWish).toHaveBeenCalledWith(2));
    await waitFor(() => expect(queryClient.getQueryData(GRADE)).toEqual(earlier));
    expect(queryClient.getQueryData(THEMES)).toEqual([{ items: [stay(2)] }]);
    expect(requireLogin).not.toHaveBeenCalled();
  });

  it('sends a visitor to the login flow without calling the API', () => {
    const { queryClient, toggle, requireLogin } = setup(false);
    act(() => toggle({ kind: 'stay', goodsNo: 2, isWish: false }));
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(addStayWish).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(GRADE)).toEqual([stay(1), stay(2)]);
    // The heart is kept through the login, for PendingWishReplay to save.
    expect(takePendingWish()).toEqual({ kind: 'stay', goodsNo: 2 });
  });

  it('keeps nothing when a visitor taps a filled heart (nothing to save after login)', () => {
    const { toggle, requireLogin } = setup(false);
    act(() => toggle({ kind: 'stay', goodsNo: 2, isWish: true }));
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(takePendingWish()).toBeNull();
  });

  it('rolls back and opens the login flow on a 401 answer', async () => {
    vi.mocked(addStayWish).mockRejectedValue(new ApiError(401, 'REQUIRE_LOGIN', '로그인 후 이용 가능합니다.'));
    const { queryClient, toggle, requireLogin } = setup(undefined);
    act(() => toggle({ kind: 'stay', goodsNo: 2, isWish: false }));
    await waitFor(() => expect(requireLogin).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryData(GRADE)).toEqual([stay(1), stay(2)]);
    expect(takePendingWish()).toEqual({ kind: 'stay', goodsNo: 2 });
  });

  it('refetches tour lists after a tour wish succeeds', async () => {
    vi.mocked(addTourWish).mockResolvedValue({ itemNo: 5, isWish: true, wishCount: 4 });
    const { queryClient, toggle } = setup(true);
    const refetched = vi.fn().mockResolvedValue([{ itemNo: 5, isWish: true, wishCount: 4 }]);
    queryClient.setQueryDefaults(['tours'], { queryFn: refetched });
    act(() => toggle({ kind: 'tour', itemNo: 5, category: '001002001', isWish: false }));
    await waitFor(() => expect(addTourWish).toHaveBeenCalledWith({ category: '001002001', itemNo: 5 }));
    await waitFor(() => expect(queryClient.getQueryState(TOURS)?.isInvalidated).toBe(true));
  });

  it('ignores a second tap on the same product while its call runs', async () => {
    const call = deferred<{ goodsNo: number; isWish: boolean; wishCount: number }>();
    vi.mocked(addStayWish).mockReturnValue(call.promise);
    const { toggle } = setup(true);
    act(() => toggle({ kind: 'stay', goodsNo: 2, isWish: false }));
    act(() => toggle({ kind: 'stay', goodsNo: 2, isWish: true }));
    await waitFor(() => expect(addStayWish).toHaveBeenCalledTimes(1));
    expect(removeStayWish).not.toHaveBeenCalled();
    await act(async () => call.resolve({ goodsNo: 2, isWish: true, wishCount: 11 }));
  });
});
