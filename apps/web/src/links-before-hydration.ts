/**
 * Until the app has hydrated, a tap on a link is the browser's own navigation. Hydration runs as a transition,
 * in slices (decision 037): a tap in that window made React hydrate the link at once and run its Link handler,
 * which prevented the browser's navigation and asked React Router for its own, before the Link's effects had run.
 * React Router ignores a navigation asked for before then, so the tap did nothing (seen in end-to-end runs on a
 * busy machine: the address still the home's 10 s after a tap on a city tile). Stopping the click before it
 * reaches React's listener on the root leaves it to the browser, which loads the link's page.
 */
export function keepLinksNativeUntilHydrated(win: Window): void {
  const onClick = (event: MouseEvent) => {
    if (win.document.documentElement.dataset.hydrated === 'true') {
      win.removeEventListener('click', onClick, true);
      return;
    }
    const target = event.target;
    if (target instanceof Element && target.closest('a[href]')) event.stopPropagation();
  };
  // On the window, in the capture phase: before React's listeners on #root see the click.
  win.addEventListener('click', onClick, true);
}
