import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../lib/keep-scroll.ts';

/** sessionStorage key of the saved positions: a reload keeps them, a new tab starts empty. */
export const SCROLL_POSITIONS_KEY = 'minda:scroll-positions';

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions) {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage blocked or full: positions then live only as long as the page.
  }
}

/** Scrolls to the element the hash names; false when there is none (or the hash does not decode). */
function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView();
    return element !== null;
  } catch {
    return false;
  }
}

/**
 * Scroll restoration for the declarative router (its <ScrollRestoration> needs the data router): a new
 * page (push, replace) starts at the top, or at the #hash element, unless the navigation asked to keep the
 * scroll (lib/keep-scroll); back and forward (pop) return to where that history entry was left, also after a
 * reload, unless the visitor has scrolled before the app ran. Render it beside the screens inside their Suspense
 * boundary, so it restores once the screen is there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // A mutable store for the page's life, read from sessionStorage once: positions change without rendering.
  const [positions] = useState(readPositions);
  // The history entry the page's scroll position belongs to; scroll events record under it.
  const entryKey = useRef(location.key);

  useEffect(() => {
    // The browser's own restoration would run before our screens have rendered, and against the wrong page.
    history.scrollRestoration = 'manual';
    // Recording on every scroll (not at navigation) catches the position before the next screen replaces the page.
    const record = () => {
      positions[entryKey.current] = window.scrollY;
    };
    const save = () => {
      record();
      writePositions(positions);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = 'auto';
    };
  }, [positions]);

  // The page's first render: on a server-rendered page the visitor may already have scrolled while the scripts
  // loaded (hydration comes seconds later on a slow phone), and putting them back at the top would also move what
  // they were about to tap. A position already taken is kept; only a page still at the top is restored.
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    entryKey.current = location.key;
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (isFirst && window.scrollY !== 0) return;
    const saved = navigationType === 'POP' ? positions[location.key] : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash) && !keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [location, navigationType, positions]);

  return null;
}
