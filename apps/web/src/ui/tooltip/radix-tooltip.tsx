import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';
import { TOOLTIP_SKIP_DELAY_MS } from '@minda/contracts/rules/pc-header';
import styles from './tooltip.module.css';

type Props = {
  label: string;
  side: 'top' | 'bottom' | 'left' | 'right';
  /** 700 ms, or 0 while the screen's tooltips skip the delay (tooltip.tsx decides). */
  delayDuration: number;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
};

/**
 * The Radix side of Tooltip, loaded on demand (tooltip.tsx). Radix closes it on pointer leave, on Escape and
 * when an ancestor of the trigger scrolls (the page included), which is what spec 1 §4.5 asks for. Each tip
 * has its own Radix provider: a screen-wide one would have to wrap the whole page, which would then mount
 * again when this module arrives.
 */
export function RadixTip({ label, side, delayDuration, onOpenChange, children }: Props) {
  return (
    <RadixTooltip.Provider skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <RadixTooltip.Root delayDuration={delayDuration} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6} collisionPadding={8}>
            {label}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
