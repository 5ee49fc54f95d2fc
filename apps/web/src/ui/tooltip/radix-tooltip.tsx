import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useState, type ReactElement } from 'react';
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
 *
 * Controlled: left to itself, Radix announces an opening from an effect after the render that mounts the tip, and
 * under Preact (decision 040) the new tip's own listener for that announcement hears it and closes the tip at once.
 * Controlled, the announcement goes out from the event handler, before the tip exists.
 */
export function RadixTip({ label, side, delayDuration, onOpenChange, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <RadixTooltip.Provider skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <RadixTooltip.Root
        open={open}
        delayDuration={delayDuration}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      >
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
