import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/** A Host header we are willing to repeat in a header: a name or address and an optional port, nothing else. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The WebSocket origin of this very server (Socket.IO upgrades at /socket.io). 'self' already covers it in
 * CSP Level 3 browsers; older ones need the ws(s) origin spelled out.
 */
function sameHostWebSocket(host: string | undefined, secure: boolean): string {
  return host !== undefined && PLAIN_HOST.test(host) ? `${secure ? 'wss' : 'ws'}://${host}` : "'self'";
}

/** The origin images come from when IMAGE_HOST points at another server; none when it is a local path. */
function imageOrigin(imageHost: string): string[] {
  try {
    return [new URL(imageHost).origin];
  } catch {
    return [];
  }
}

/** Stands for the request's WebSocket origin in the precomputed CSP; it cannot occur in a real directive. */
const WS_ORIGIN = 'ws-origin-of-the-request';

/**
 * The options of every response's headers (decision 017). The built index.html loads its scripts from
 * /assets and has no inline script, so scripts are 'self' only, with no nonce needed. Styles keep
 * 'unsafe-inline': the editorial HTML carries style attributes and Radix's scroll lock writes a <style>
 * element at run time; a style cannot run code.
 */
function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigin(config.imageHost)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", WS_ORIGIN],
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
  };
}

/** The headers helmet sets with these options, recorded once from a response that only records them. */
function precomputedHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

/**
 * Security headers on every response, pages and API alike (decision 017): helmet writes them once at start,
 * and each request copies them; only the CSP's WebSocket origin follows the Host header (a few hosts, each
 * CSP built once). @fastify/helmet rebuilt helmet's middleware, CSP included, on every request.
 */
async function securityHeadersPlugin(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  const fixed = precomputedHeaders(helmetOptions(config));
  const cspIndex = fixed.findIndex(([name]) => name === 'content-security-policy');
  const csp = fixed[cspIndex]?.[1] ?? '';
  const rest = fixed.filter((_, i) => i !== cspIndex);
  const cspByHost = new Map<string, string>();
  const MAX_HOSTS = 64;
  const cspFor = (host: string | undefined): string => {
    const key = host ?? '';
    let value = cspByHost.get(key);
    if (value === undefined) {
      value = csp.replace(WS_ORIGIN, sameHostWebSocket(host, config.cookieSecure));
      // Host is the client's to choose: keep the map small.
      if (cspByHost.size >= MAX_HOSTS) cspByHost.clear();
      cspByHost.set(key, value);
    }
    return value;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (cspIndex >= 0) reply.header('content-security-policy', cspFor(request.headers.host));
    for (const [name, value] of rest) reply.header(name, value);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
