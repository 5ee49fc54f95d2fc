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
  /** Set behind a TLS-terminating proxy so cookies get the Secure flag. */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** How often the background job runner looks for due jobs; 0 = never on its own (tests tick by hand). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).optional(),
  /** Request rate limits (platform/rate-limit.ts); off by default under NODE_ENV=test, where one address sends everything. */
  RATE_LIMIT_ENABLED: z.enum(['true', 'false']).optional(),
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
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedOnStart: boolean;
  accessTokenTtlSeconds: number;
  sessionTtlDays: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  /** 0 = the job runner does not poll (the default under NODE_ENV=test). */
  jobsPollMs: number;
  rateLimitEnabled: boolean;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`환경 변수가 올바르지 않습니다 (invalid environment):\n${lines}`);
  }
  const e = parsed.data;
  // Relative DATA_DIR is taken from where the person ran npm, not from the workspace folder npm switched to.
  const dataDir = path.resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR);
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
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START === 'true',
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    cookieSecure: e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    jobsPollMs: e.JOBS_POLL_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    rateLimitEnabled: (e.RATE_LIMIT_ENABLED ?? (e.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
  };
}
