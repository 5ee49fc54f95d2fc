import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: everything else receives a typed Config. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key and channel this app uses, so deployments (and test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('minda:'),
  /** Signs access tokens and XSRF tokens. Generated and kept under DATA_DIR when not given. */
  APP_SECRET: z.string().min(32).optional(),
  /** Where product images are served from; relative image paths are prefixed with it. */
  IMAGE_HOST: z.string().default('/uploads/'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 60),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(14),
  /** An operator's session ends after this many minutes without a request, and this many hours after sign-in at most (issue 57). */
  OPERATOR_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  OPERATOR_SESSION_HOURS: z.coerce.number().int().positive().default(12),
  /** Set behind a TLS-terminating proxy so cookies get the Secure flag. */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** How often the background job runner looks for due jobs; 0 = never on its own (tests tick by hand). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).optional(),
  /** Request rate limits (platform/rate-limit.ts); off by default under NODE_ENV=test, where one address sends everything. */
  RATE_LIMIT_ENABLED: z.enum(['true', 'false']).optional(),
  /** smtp(s)://user:pass@host:port: send mail through this server; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('민다 <no-reply@minda.example>'),
  /** Which card payment provider the app talks to: the embedded test gateway (its own payment page) or NHN KCP. */
  PAYMENT_GATEWAY: z.enum(['test', 'kcp']).default('test'),
  /**
   * This site's public origin (https://…): pages' canonical and og links, the sitemap, mails' links and the
   * payment provider's return addresses. Required under NODE_ENV=production; else http://localhost:PORT.
   */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Shared secret the provider's server-to-server notifications carry (?key=); unset = notifications refused. */
  PAYMENT_NOTIFY_SECRET: z.string().min(16).optional(),
  KCP_API_URL: z.string().url().default('https://stg-spl.kcp.co.kr'),
  KCP_SITE_CD: z.string().min(1).default('T0000'),
  /** The KCP service certificate, serialised on one line (kcp_cert_info). */
  KCP_CERT_INFO: z.string().optional(),
  /** The merchant's private key (PKCS#8 PEM) that signs cancels and inquiries (kcp_sign_data). */
  KCP_PRIVATE_KEY: z.string().optional(),
  KCP_PRIVATE_KEY_PASSWORD: z.string().optional(),
  /**
   * Origin of KCP's payment window (the PayUrl of the trade registration): the page posts its form there, so the
   * Content-Security-Policy's form-action must name it.
   */
  KCP_WINDOW_ORIGIN: z.string().url().optional(),
  /** How long an approval, cancel or inquiry call may take before its outcome counts as unknown. */
  KCP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Shared secret that signs chat/webhook deliveries (HMAC-SHA256); unset = the webhook refuses every delivery. */
  CHAT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The server build of the web app (entry-server.js): pages are rendered with it when it is there (decision 030). */
  WEB_SSR_DIR: z.string().optional(),
  /**
   * The site's time zone: the server process runs in it, so a page rendered on the server computes "today"
   * (the search bar's default dates) as a visitor's browser in Korea does and hydrates without a mismatch.
   */
  SITE_TIME_ZONE: z.string().default('Asia/Seoul'),
  /** How long a page render may take before the visitor gets the client-rendered shell instead. */
  PAGE_RENDER_BUDGET_MS: z.coerce.number().int().positive().default(2000),
  /** Set by npm to the directory the command was typed in; workspace scripts run elsewhere. */
  INIT_CWD: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  appSecret: string | undefined;
  imageHost: string;
  uploadsDir: string;
  webDistDir: string;
  /** The web app's server build; pages are rendered on the server when its entry-server.js exists. */
  webSsrDir: string;
  pageRenderBudgetMs: number;
  siteTimeZone: string;
  /**
   * The origin every absolute link is written on (PUBLIC_BASE_URL without a trailing slash, else
   * http://localhost:PORT): never the request's Host, which anyone can set and a cached page would keep.
   */
  publicBaseUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedOnStart: boolean;
  accessTokenTtlSeconds: number;
  sessionTtlDays: number;
  /** Operators' shorter sessions: idle timeout and the longest a session may last (platform/session.ts). */
  operatorSession: { idleMs: number; maxMs: number };
  cookieSecure: boolean;
  trustProxy: boolean;
  /** 0 = the job runner does not poll (the default under NODE_ENV=test). */
  jobsPollMs: number;
  rateLimitEnabled: boolean;
  /** Outgoing mail: SMTP when set, else .eml files in outboxDir; `linkBaseUrl` prefixes the links in mails (absolute). */
  mail: { smtpUrl: string | undefined; outboxDir: string; from: string; linkBaseUrl: string };
  payments: PaymentsConfig;
  chat: { webhookSecret: string | undefined };
};

export type KcpConfig = {
  apiUrl: string;
  siteCd: string;
  certInfo: string;
  privateKey: string;
  privateKeyPassword: string | undefined;
  timeoutMs: number;
};

export type PaymentsConfig = {
  gateway: 'test' | 'kcp';
  /** Prefix of the addresses given to the provider ('' = relative, enough for the embedded test gateway). */
  publicBaseUrl: string;
  notifySecret: string | undefined;
  /** The site code a KCP notification must name (KCP_SITE_CD). */
  kcpSiteCd: string;
  /** Origins outside this site that our pages post a payment form to (the provider's window); none for the test gateway. */
  windowOrigins: string[];
  kcp: KcpConfig | null;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`환경 변수가 올바르지 않습니다 (invalid environment):\n${lines}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_GATEWAY === 'kcp' && (!e.KCP_CERT_INFO || !e.KCP_PRIVATE_KEY || !e.PUBLIC_BASE_URL || !e.KCP_WINDOW_ORIGIN)) {
    throw new Error('환경 변수가 올바르지 않습니다 (invalid environment):\n  PAYMENT_GATEWAY=kcp needs KCP_CERT_INFO, KCP_PRIVATE_KEY, KCP_WINDOW_ORIGIN and PUBLIC_BASE_URL');
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_BASE_URL) {
    throw new Error('환경 변수가 올바르지 않습니다 (invalid environment):\n  NODE_ENV=production needs PUBLIC_BASE_URL, the site\'s public origin (e.g. https://www.minda.example): links in pages and mails are written on it');
  }
  // A developer's server answers where it listens; links are never taken from the request (its Host header).
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // Relative DATA_DIR is taken from where the person ran npm, not from the workspace folder npm switched to.
  const dataDir = path.resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  const webDistDir = path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'));
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    appSecret: e.APP_SECRET,
    imageHost: e.IMAGE_HOST,
    uploadsDir: path.join(dataDir, 'uploads'),
    webDistDir,
    // Beside dist/ by default: a stand-in build (tests, WEB_DIST_DIR elsewhere) then has no server build.
    webSsrDir: path.resolve(e.WEB_SSR_DIR ?? path.join(path.dirname(webDistDir), 'dist-ssr')),
    pageRenderBudgetMs: e.PAGE_RENDER_BUDGET_MS,
    siteTimeZone: e.SITE_TIME_ZONE,
    publicBaseUrl,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START === 'true',
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    operatorSession: { idleMs: e.OPERATOR_IDLE_MINUTES * 60_000, maxMs: e.OPERATOR_SESSION_HOURS * 3_600_000 },
    cookieSecure: e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    jobsPollMs: e.JOBS_POLL_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    rateLimitEnabled: (e.RATE_LIMIT_ENABLED ?? (e.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
    mail: { smtpUrl: e.SMTP_URL, outboxDir: path.join(dataDir, 'outbox'), from: e.MAIL_FROM, linkBaseUrl: publicBaseUrl },
    chat: { webhookSecret: e.CHAT_WEBHOOK_SECRET },
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      publicBaseUrl: (e.PUBLIC_BASE_URL ?? '').replace(/\/$/, ''),
      notifySecret: e.PAYMENT_NOTIFY_SECRET,
      kcpSiteCd: e.KCP_SITE_CD,
      windowOrigins: e.PAYMENT_GATEWAY === 'kcp' && e.KCP_WINDOW_ORIGIN ? [new URL(e.KCP_WINDOW_ORIGIN).origin] : [],
      kcp:
        e.KCP_CERT_INFO && e.KCP_PRIVATE_KEY
          ? {
              apiUrl: e.KCP_API_URL.replace(/\/$/, ''),
              siteCd: e.KCP_SITE_CD,
              certInfo: e.KCP_CERT_INFO,
              privateKey: e.KCP_PRIVATE_KEY,
              privateKeyPassword: e.KCP_PRIVATE_KEY_PASSWORD,
              timeoutMs: e.KCP_TIMEOUT_MS,
            }
          : null,
    },
  };
}

/** Runs the process in the site's time zone (SITE_TIME_ZONE); main.ts calls it before anything reads the clock. */
export function applySiteTimeZone(config: Config): void {
  process.env.TZ = config.siteTimeZone;
}
