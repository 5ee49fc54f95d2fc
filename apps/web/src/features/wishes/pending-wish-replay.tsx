import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLoginGate } from '../../lib/login-gate.tsx';
import { productQueryRoots } from '../../lib/query-keys.ts';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { addWish } from './api/add-wish.ts';
import { takePendingWish } from './pending-wish.ts';

export const PENDING_WISH_SAVED = '로그인 전에 누른 찜을 저장했어요.';

/**
 * Once the visitor who tapped a heart is signed in, saves that wish (once), refreshes the lists that show it
 * and says so. Renders nothing; lives in the root layout, under the toasts and the login gate.
 */
export function PendingWishReplay() {
  const { isLoggedIn } = useLoginGate();
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    if (isLoggedIn !== true) return;
    const wish = takePendingWish();
    if (!wish) return;
    addWish(wish).then(
      () => {
        // A list the next screen is fetching right now was read before the wish was saved: it is dropped and asked
        // again. (Invalidating alone would not: a query with no answer yet keeps its fetch in flight.)
        const queryKey = productQueryRoots[wish.kind];
        void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
        toast.show(PENDING_WISH_SAVED);
      },
      // As any failed wish call: no message (spec 2 §8).
      () => {},
    );
  }, [isLoggedIn, queryClient, toast]);
  return null;
}
