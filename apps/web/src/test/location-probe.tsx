import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * Where a test's router is now: render `probe.element` inside the router, then read `probe.location`
 * (pathname, search) after a click or a search.
 */
export function createLocationProbe() {
  let current: Location | undefined;
  function Probe() {
    const location = useLocation();
    useLayoutEffect(() => {
      current = location;
    }, [location]);
    return null;
  }
  return {
    element: <Probe />,
    get location(): Location {
      if (!current) throw new Error('The location probe is not rendered inside a router.');
      return current;
    },
  };
}
