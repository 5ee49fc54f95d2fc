import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepLinksNativeUntilHydrated } from './links-before-hydration.ts';

describe('links before the app has hydrated', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = '';
  });

  it("leaves a tap on a link to the browser until the app is hydrated, then to the app's handlers", () => {
    keepLinksNativeUntilHydrated(window);
    const container = document.body.appendChild(document.createElement('div'));
    const onLink = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onButton = vi.fn();
    act(() =>
      createRoot(container).render(
        <>
          <a href="/stay/theme/london.php" onClick={onLink}>
            <span>런던</span>
          </a>
          <button type="button" onClick={onButton}>
            찜
          </button>
        </>,
      ),
    );
    const tap = (element: Element) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      return event;
    };

    // Mid-hydration: the link's handler does not run, the browser's navigation is not prevented.
    expect(tap(container.querySelector('span')!).defaultPrevented).toBe(false);
    expect(onLink).not.toHaveBeenCalled();
    // Anything but a link is the app's as before.
    tap(container.querySelector('button')!);
    expect(onButton).toHaveBeenCalledTimes(1);

    document.documentElement.dataset.hydrated = 'true';
    expect(tap(container.querySelector('span')!).defaultPrevented).toBe(true);
    expect(onLink).toHaveBeenCalledTimes(1);
  });
});
