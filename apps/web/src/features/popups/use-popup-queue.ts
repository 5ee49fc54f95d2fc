import { useCallback, useEffect, useReducer } from 'react';
import { POPUP_ADVANCE_MS } from '@minda/contracts/rules/limits';
import { backdropVisible, initialPopupQueueState, popupQueueReducer, type Popup } from './popup-queue.ts';

/** Walks a built queue: one popup at a time, the next POPUP_ADVANCE_MS after the current one closes. */
export function usePopupQueue(queue: readonly Popup[]) {
  const length = queue.length;
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialPopupQueueState>, a: Parameters<typeof popupQueueReducer>[2]) => popupQueueReducer(length, s, a),
    length,
    initialPopupQueueState,
  );

  const waiting = !state.open && state.index < length;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), POPUP_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [waiting, state.index]);

  const close = useCallback(() => dispatch({ type: 'close' }), []);
  return { current: state.open ? queue[state.index] : undefined, backdrop: backdropVisible(state, length), close };
}
