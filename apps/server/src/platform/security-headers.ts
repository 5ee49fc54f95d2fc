import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '@minda/contracts/paths';
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

/** A header name and its value, as written. */
export type HeaderPair = readonly [name: string, value: string];

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of a JSON answer (decision 017): fixed, so a response head can be built once. */
    dataSecurityHeaders: readonly HeaderPair[];
  }
}

/**
 * What a JSON answer needs (OWASP's REST guidance): it is data, never rendered, so the document's policies
 * (scripts, styles, images, forms, the WebSocket origin, COOP, origin-agent-cluster, referrer, DNS prefetch,
 * IE and Flash switches) have nothing to act on. Opened as a page it may load nothing and be framed nowhere;
 * nosniff stops it being read as a script or style, CORP keeps other sites from embedding it, HSTS stays.
 */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";
const DATA_HEADERS_FROM_HELMET = ['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/** An answer is data when it says it is JSON; a bodiless one (304, 204) by its address, as its 200 would be. */
function isDataAnswer(contentType: unknown, url: string): boolean {
  if (typeof contentType === 'string') return contentType.startsWith('application/json');
  return contentType === undefined && url.startsWith(`${API_PREFIX}/`);
}

/**
 * Security headers on every response (decision 017), chosen by what the answer is once it is known (onSend):
 * a JSON answer gets the data set, everything else (pages, scripts, images, files) the document set helmet
 * writes once at start. Only the document CSP's WebSocket origin follows the Host header (a few hosts, each
 * CSP built once). A header the route set itself (a private file's sandbox CSP) is kept.
 */
async function securityHeadersPlugin(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  const fixed = precomputedHeaders(helmetOptions(config));
  const cspIndex = fixed.findIndex(([name]) => name === 'content-security-policy');
  const csp = fixed[cspIndex]?.[1] ?? '';
  const rest = fixed.filter((_, i) => i !== cspIndex);
  const data: HeaderPair[] = [['content-security-policy', DATA_CSP], ...fixed.filter(([name]) => DATA_HEADERS_FROM_HELMET.includes(name))];
  app.decorate('dataSecurityHeaders', data);
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
  const setAbsent = (reply: FastifyReply, name: string, value: string) => {
    if (!reply.hasHeader(name)) reply.header(name, value);
  };

  // Callback style: it runs on every response, and an async hook costs a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isDataAnswer(reply.getHeader('content-type'), request.url)) {
      for (const [name, value] of data) setAbsent(reply, name, value);
    } else {
      if (cspIndex >= 0) setAbsent(reply, 'content-security-policy', cspFor(request.headers.host));
      for (const [name, value] of rest) setAbsent(reply, name, value);
    }
    done(null, payload);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
