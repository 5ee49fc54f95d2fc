import { expect, vi } from 'vitest';

/**
 * Watches `window.location.replace` (a full load the app makes, e.g. after a logout or a withdrawal) on an
 * origin the API client can build addresses on. `next()` waits for the first replace and answers its address;
 * restore with vi.restoreAllMocks().
 */
export function watchLocationReplace() {
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'https://minda.test', href: 'https://minda.test/', replace } as Location);
  return {
    next: async () => {
      await vi.waitFor(() => expect(replace).toHaveBeenCalled());
      return replace.mock.calls[0]?.[0] as string;
    },
  };
}
