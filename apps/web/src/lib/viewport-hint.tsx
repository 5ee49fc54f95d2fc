import { createContext, useContext, type ReactNode } from 'react';
import type { ViewportClass } from '@minda/contracts/web-pages';

/**
 * The screen class the server rendered a page for (decision 030): a phone's User-Agent or `Sec-CH-UA-Mobile: ?1`
 * says "phone", anything else "wide". A media query read in render cannot be known on the server, so its
 * server snapshot (and the browser's during hydration) is taken from this hint: a phone then gets the folded
 * layout in the HTML, and hydration meets the same tree.
 */
type ViewportHint = {
  viewport: ViewportClass;
  /** Told when a screen reads the hint: the server then knows the page differs by screen class. */
  onRead?: () => void;
};

const ViewportHintContext = createContext<ViewportHint>({ viewport: 'wide' });

export function ViewportHintProvider({ value, children }: { value: ViewportHint; children: ReactNode }) {
  return <ViewportHintContext value={value}>{children}</ViewportHintContext>;
}

/** Whether the page was rendered for a phone (what a media query for a narrow screen answers before hydration). */
export function useRenderedForPhone(): boolean {
  const hint = useContext(ViewportHintContext);
  hint.onRead?.();
  return hint.viewport === 'phone';
}
