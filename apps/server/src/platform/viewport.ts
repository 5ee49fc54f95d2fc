import type { FastifyRequest } from 'fastify';
import type { ViewportClass } from '@minda/contracts/web-pages';

/**
 * The screen class of a page request, before any script has run: Chromium's `Sec-CH-UA-Mobile` client hint
 * (sent by default, `?1` on a phone), otherwise a phone's User-Agent ("Mobi" in Android and iOS phones'
 * browsers; tablets and desktops are wide). A wrong guess costs a redraw after hydration, never the page.
 */
export function viewportOf(request: FastifyRequest): ViewportClass {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'wide';
  return /Mobi|iPhone|iPod/.test(request.headers['user-agent'] ?? '') ? 'phone' : 'wide';
}

/** Headers a page answer varies by when its HTML depends on the screen class. */
export const VIEWPORT_VARY = 'sec-ch-ua-mobile, user-agent';
