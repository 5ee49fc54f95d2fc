import { useCallback, useEffect, useReducer } from 'react';
import { POPUP_ADVANCE_MS } from '@minda/contracts/rules/limits';
import { backdropVisible, initialPopupQueueState, popupQueueReducer, type Popup, type PopupQueueAction, type PopupQueueState } from './popup-queue.ts';

/**
 * Walks a built queue: one popup at a time, the next POPUP_ADVANCE_MS after the current one closes. Each step
 * reads the clock, so a popup whose time has passed while the queue waited is skipped.
 */
export function usePopupQueue(queue: readonly Popup[]) {
  const length = queue.length;
  const [state, dispatch] = useReducer(
    (s: PopupQueueState, a: PopupQueueAction) => popupQueueReducer(queue, s, a),
    queue,
    (q) => initialPopupQueueState(q, new Date()),
  );

  const waiting = !state.open && state.index < length;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => dispatch({ type: 'advance', now: new Date() }), POPUP_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [waiting, state.index]);

  const close = useCallback(() => dispatch({ type: 'close', now: new Date() }), []);
  return { current: state.open ? queue[state.index] : undefined, backdrop: backdropVisible(state, length), close };
}
