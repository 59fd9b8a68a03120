import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The only module that reads process.env (STYLE rule 10). Parsed once at start; a bad value stops
// the process with one line per offending variable instead of failing later in some corner.

// `apps/api/src` and `apps/api/dist` are both three levels below the repository root, so the same
// relative path finds the web build whether we run from source (tsx, vitest) or from the bundle.
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlWithScheme = (schemes: string[], label: string) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${label} URL (${schemes.map((s) => `${s}//`).join(' or ')})`,
  );

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], 'must be development, test or production')
    .default('development'),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be an integer from 1 to 65535')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, 'must be an integer from 1 to 65535')
    .optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:'], 'PostgreSQL').optional(),
  APP_URL: urlWithScheme(['http:', 'https:'], 'http(s)').optional(),
  SMTP_URL: urlWithScheme(['smtp:', 'smtps:'], 'SMTP').optional(),
  REDIS_URL: urlWithScheme(['redis:', 'rediss:'], 'Redis').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false'], 'must be true or false').default('false'),
  /** HMAC key of signed file URLs (ADR 0005); at least 32 characters. */
  SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Public base URL, without a trailing slash; an https URL makes cookies `Secure`. */
  appUrl: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: LogLevel;
  /** Absolute path of the built SPA (served only when it exists). */
  webDistDir: string;
  /** Trust X-Forwarded-* headers (behind a load balancer), so throttles see the client IP. */
  trustProxy: boolean;
  /**
   * Key of signed file URLs. Required in production; when unset, development keeps a generated one in
   * `<dataDir>/signing-secret` and tests use a random one per process (see lib/signing-secret.ts).
   */
  signingSecret: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=` in an env file) means "use the default", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    // Values are not echoed: DATABASE_URL and SMTP_URL may carry passwords.
    throw new ConfigError(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SIGNING_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SIGNING_SECRET: required in production (32+ characters)',
    );
  }
  const port = e.PORT ?? 3000;
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR ? resolve(process.cwd(), e.WEB_DIST_DIR) : resolve(REPO_ROOT, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY === 'true',
    signingSecret: e.SIGNING_SECRET,
  };
}
