import { useRenderedForPhone } from '../../lib/viewport-hint.tsx';
import { useMediaQuery } from '../../ui/hooks/use-media-query.ts';

/**
 * True on a phone-sized screen (below 768 px): the hotel pages, one route for PC and mobile, fold their filters
 * and use the widget's mobile panes. A server-rendered page starts from the screen class it was rendered for.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 767px)', useRenderedForPhone());
}
