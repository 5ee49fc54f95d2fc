import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** A Host header we are willing to repeat in a header: a name or address and an optional port, nothing else. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The WebSocket origin of this very server (Socket.IO upgrades at /socket.io). 'self' already covers it in
 * CSP Level 3 browsers; older ones need the ws(s) origin spelled out.
 */
function sameHostWebSocket(req: IncomingMessage, secure: boolean): string {
  const host = req.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `${secure ? 'wss' : 'ws'}://${host}` : "'self'";
}

/** The origin images come from when IMAGE_HOST points at another server; none when it is a local path. */
function imageOrigin(imageHost: string): string[] {
  try {
    return [new URL(imageHost).origin];
  } catch {
    return [];
  }
}

/**
 * Security headers on every response, pages and API alike (decision 017). The built index.html loads its
 * scripts from /assets and has no inline script, so scripts are 'self' only, with no nonce needed. Styles
 * keep 'unsafe-inline': the editorial HTML carries style attributes and Radix's scroll lock writes a
 * <style> element at run time; a style cannot run code.
 */
async function securityHeadersPlugin(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigin(config.imageHost)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (req) => sameHostWebSocket(req, config.cookieSecure)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The payment page posts its form to the provider's window (KCP); the embedded test gateway is our own.
        formAction: ["'self'", ...config.payments.windowOrigins],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS, which COOKIE_SECURE says we are behind.
    strictTransportSecurity: config.cookieSecure ? { maxAge: 15552000, includeSubDomains: true } : false,
    // The login popup is same-origin and talks to its opener, which same-origin COOP keeps.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
