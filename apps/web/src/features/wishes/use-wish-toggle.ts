import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isLoginRequiredError, useLoginGate } from '../../lib/login-gate.tsx';
import { productQueryRoots } from '../../lib/query-keys.ts';
import { addWish } from './api/add-wish.ts';
import { removeStayWish } from './api/remove-stay-wish.ts';
import { removeTourWish } from './api/remove-tour-wish.ts';
import { unlikeHotel } from './api/unlike-hotel.ts';
import { rememberPendingWish, type WishProduct } from './pending-wish.ts';
import { applyWishState, rollbackWishData, wishCacheChanges, type WishCacheChange, type WishState, type WishTarget } from './wish-cache.ts';

/** A heart tap: the product, its current flag, and for tours the city the guidebook files it under. */
export type WishToggleInput =
  | { kind: 'stay'; goodsNo: number; isWish: boolean }
  | { kind: 'tour'; itemNo: number; category: string; isWish: boolean }
  | { kind: 'hotel'; propertyUuid: string; isWish: boolean };

type Variables = { input: WishToggleInput; target: WishTarget; next: boolean };
type Context = { changes: WishCacheChange[] };

function productOf(input: WishToggleInput): WishProduct {
  switch (input.kind) {
    case 'stay':
      return { kind: 'stay', goodsNo: input.goodsNo };
    case 'tour':
      return { kind: 'tour', itemNo: input.itemNo, category: input.category };
    case 'hotel':
      return { kind: 'hotel', propertyUuid: input.propertyUuid };
  }
}

/** The product a tap is about (a tour's city only files the wish, it does not name the product). */
function targetOf(input: WishToggleInput): WishTarget {
  const product = productOf(input);
  return product.kind === 'tour' ? { kind: 'tour', itemNo: product.itemNo } : product;
}

const targetKey = (target: WishTarget) =>
  target.kind === 'hotel' ? `hotel:${target.propertyUuid}` : target.kind === 'stay' ? `stay:${target.goodsNo}` : `tour:${target.itemNo}`;

async function callWishApi({ input, next }: Variables): Promise<WishState> {
  if (next) return addWish(productOf(input));
  switch (input.kind) {
    case 'stay':
      return removeStayWish(input.goodsNo);
    case 'tour':
      return removeTourWish(input.itemNo);
    case 'hotel':
      return unlikeHotel(input.propertyUuid);
  }
}

/**
 * The heart of every card (spec 1 §4.1). The view changes at once in every cached list holding the product;
 * a failed call quietly restores the earlier data; tour lists refetch after success; a visitor (or a 401)
 * gets the login prompt instead.
 */
export function useWishToggle() {
  const queryClient = useQueryClient();
  const { isLoggedIn, requireLogin } = useLoginGate();
  // One call per product at a time: a double tap while the first call runs is ignored.
  const inFlight = useRef(new Set<string>());

  const { mutate } = useMutation<WishState, unknown, Variables, Context>({
    mutationFn: callWishApi,
    onMutate: async ({ target, next }) => {
      const filters = { queryKey: productQueryRoots[target.kind] };
      // Only lists already on screen are cancelled: cancelling a first load would leave it empty.
      await queryClient.cancelQueries({ ...filters, predicate: (query) => query.state.data !== undefined });
      const before = queryClient.getQueriesData(filters);
      const after = queryClient.setQueriesData(filters, (data: unknown) => applyWishState(data, target, { isWish: next }));
      return { changes: wishCacheChanges(before, after) };
    },
    onError: (error, { input, target, next }, context) => {
      for (const change of context?.changes ?? []) {
        queryClient.setQueryData(change.queryKey, rollbackWishData(queryClient.getQueryData(change.queryKey), change, target, next));
      }
      if (isLoginRequiredError(error)) askToLogIn(input, next);
    },
    onSuccess: (result, { target }) => {
      if (target.kind === 'tour') {
        void queryClient.invalidateQueries({ queryKey: productQueryRoots.tour });
        return;
      }
      // The server's count is the truth; lists that showed an older count catch up.
      queryClient.setQueriesData({ queryKey: productQueryRoots[target.kind] }, (data: unknown) => applyWishState(data, target, result));
    },
    onSettled: (_result, _error, { target }) => {
      inFlight.current.delete(targetKey(target));
    },
  });

  /** A visitor's heart is kept through the login (PendingWishReplay saves it after); an un-wish needs no keeping. */
  const askToLogIn = useCallback(
    (input: WishToggleInput, adding: boolean) => {
      if (adding) rememberPendingWish(productOf(input));
      requireLogin();
    },
    [requireLogin],
  );

  return useCallback(
    (input: WishToggleInput) => {
      if (isLoggedIn === false) {
        askToLogIn(input, !input.isWish);
        return;
      }
      const target = targetOf(input);
      const key = targetKey(target);
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      mutate({ input, target, next: !input.isWish });
    },
    [isLoggedIn, askToLogIn, mutate],
  );
}
