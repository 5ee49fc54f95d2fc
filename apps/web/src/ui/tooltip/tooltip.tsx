import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEventHandler,
  type PointerEventHandler,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@minda/contracts/rules/pc-header';
import { lazyModule, useLazyModule } from '../hooks/use-lazy-module.ts';

/** Radix Tooltip with floating-ui is about 11 KB gzipped that no first screen needs: it comes on demand. */
const radixTooltip = lazyModule(() => import('./radix-tooltip.tsx'));

/**
 * The screen's shared delay, as Radix's provider keeps it: while a tip is open and for 300 ms after it
 * closes, the next tip opens at once.
 */
function createSkipDelay() {
  let skipping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (skipping === next) return;
    skipping = next;
    listeners.forEach((listener) => listener());
  };
  return {
    skipping: () => skipping,
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    onOpenChange: (open: boolean) => {
      clearTimeout(timer);
      if (open) set(true);
      else timer = setTimeout(() => set(false), TOOLTIP_SKIP_DELAY_MS);
    },
  };
}

type SkipDelay = ReturnType<typeof createSkipDelay>;
const SkipDelayContext = createContext<SkipDelay | null>(null);

/** One provider per screen, so moving between icon buttons within the skip delay opens the next tip at once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [skipDelay] = useState(createSkipDelay);
  return <SkipDelayContext value={skipDelay}>{children}</SkipDelayContext>;
}

type TriggerProps = { ref?: Ref<HTMLElement>; onPointerEnter?: PointerEventHandler; onFocus?: FocusEventHandler };

/**
 * A short label for an icon button, opening after 700 ms and closing on pointer leave, Escape and scroll
 * (spec 1 §4.5). Until the Radix side has loaded (on the first pointer or focus on a trigger, or once the page
 * is idle) the child renders alone: it carries the same text as its aria-label. The child must forward refs
 * and props (a plain button or link) and hold no ref of its own.
 */
export function Tooltip({ label, children, side = 'bottom' }: { label: string; children: ReactElement<TriggerProps>; side?: 'top' | 'bottom' | 'left' | 'right' }) {
  const skipDelay = useContext(SkipDelayContext);
  if (!skipDelay) throw new Error('Tooltip needs a TooltipProvider above it (PcLayout provides one).');
  const radix = useLazyModule(radixTooltip);
  const skipping = useSyncExternalStore(skipDelay.subscribe, skipDelay.skipping, skipDelay.skipping);

  // When Radix arrives the trigger mounts again inside it; a trigger that had the focus gets it back. React
  // runs a ref's cleanup before it takes the old element out of the page, so the focus can still be read.
  const restoreFocus = useRef(false);
  const trackTrigger = useCallback((node: HTMLElement) => {
    if (restoreFocus.current) node.focus();
    restoreFocus.current = false;
    return () => {
      restoreFocus.current = document.activeElement === node;
    };
  }, []);

  if (!radix) {
    const interest = () => void radixTooltip.load().catch(() => undefined);
    return cloneElement(children, {
      ref: trackTrigger,
      onPointerEnter: (event) => {
        children.props.onPointerEnter?.(event);
        interest();
      },
      onFocus: (event) => {
        children.props.onFocus?.(event);
        interest();
      },
    });
  }
  return (
    <radix.RadixTip label={label} side={side} delayDuration={skipping ? 0 : TOOLTIP_DELAY_MS} onOpenChange={skipDelay.onOpenChange}>
      {cloneElement(children, { ref: trackTrigger })}
    </radix.RadixTip>
  );
}
