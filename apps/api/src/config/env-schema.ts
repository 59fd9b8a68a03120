import { ZPlan } from '@trazo/shared';
import { z } from 'zod';
import { DEFAULT_SITE } from '../lib/site-defaults';

// The environment's variables and their rules (config.ts turns the parsed values into the Config).

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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

/** A whole number of seconds, 1 to 3600. */
const seconds = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of seconds from 1 to 3600')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 3600, 'must be a whole number of seconds from 1 to 3600')
    .default(fallback);

export const EnvSchema = z
  .object({
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
    // Inicio's map tiles (issue 26): an https template with {z}/{x}/{y}, or 'off' for the outline only.
    MAP_TILES_URL: z.union([z.literal('off'), urlWithScheme(['https:', 'http:'], 'http(s)')]).optional(),
    MAP_TILES_ATTRIBUTION: z.string().max(300).optional(),
    // Object storage (ADR 0011): parsed by storage/storage-config.ts.
    STORAGE_URL: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).optional(),
    WEB_DIST_DIR: z.string().optional(),
    DRIVER_DIST_DIR: z.string().optional(),
    TRUST_PROXY: z.enum(['true', 'false'], 'must be true or false').default('false'),
    // HTTP timeouts in seconds (ADR 0018): generous for a phone uploading 5 MB on a weak signal, short
    // for headers, so a connection that trickles is closed and nothing waits on it for ever.
    HTTP_REQUEST_TIMEOUT_SECONDS: seconds(720),
    HTTP_HEADERS_TIMEOUT_SECONDS: seconds(30),
    HTTP_IDLE_TIMEOUT_SECONDS: seconds(120),
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds(72),
    // Public lookup: lookups that find something per client address per 10 minutes (ADR 0010); raise
    // it behind a NAT many customers share (the e2e suite's single address does).
    LOOKUP_HITS_PER_ADDRESS: z
      .string()
      .regex(/^\d{1,5}$/, 'must be an integer from 1 to 10000')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 10_000, 'must be an integer from 1 to 10000')
      .optional(),
    // How long a session read stays trusted in this process without asking the database again (ADR 0024,
    // fourth pass): any write request here forgets them all at once; another process's writes show
    // after at most this. 0 turns the cache off.
    SESSION_CACHE_MS: z
      .string()
      .regex(/^\d{1,4}$/, 'must be an integer from 0 to 5000')
      .transform(Number)
      .refine((n) => n <= 5_000, 'must be an integer from 0 to 5000')
      .default(2_000),
    MAIL_FROM: z.string().min(3).default('Trazo <no-responder@trazo.co>'),
    MAIL_WORKER: z.enum(['on', 'off'], 'must be on or off').default('on'),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Public site (issue 5): contact details shown on the landing, and the sales inbox.
    SITE_ADDRESS: z.string().trim().min(3).max(200).default(DEFAULT_SITE.address),
    SITE_PHONE: z.string().trim().min(3).max(40).default(DEFAULT_SITE.phone),
    SITE_MAP_URL: urlWithScheme(['http:', 'https:'], 'http(s)').optional(),
    SITE_CHAT_URL: urlWithScheme(['http:', 'https:'], 'http(s)').default(DEFAULT_SITE.chatUrl),
    SITE_PROVIDER_URL: urlWithScheme(['http:', 'https:'], 'http(s)').default(DEFAULT_SITE.providerUrl),
    SALES_EMAIL: z.email('must be an e-mail address').default(DEFAULT_SITE.salesEmail),
    // Card payments (ADR 0007): all three ePayco credentials or none.
    EPAYCO_CUST_ID: z.string().trim().min(1).max(40).optional(),
    EPAYCO_P_KEY: z.string().trim().min(1).max(200).optional(),
    EPAYCO_PUBLIC_KEY: z.string().trim().min(1).max(200).optional(),
    EPAYCO_TEST: z.enum(['true', 'false'], 'must be true or false').default('false'),
    PAYMENTS_TEST_GATEWAY: z.enum(['on', 'off'], 'must be on or off').optional(),
    // Dev/test features (issue 13): each is its own explicit switch, and production refuses them.
    TEST_FIXTURES: z.enum(['on', 'off'], 'must be on or off').default('off'),
    // The test runners' cheap password hashing (config.testPasswordHashing, handed to lib/password.ts);
    // refused in production.
    PASSWORD_HASH_COST: z.enum(['standard', 'test'], 'must be standard or test').default('standard'),
    DEV_MAILBOX: z.enum(['on', 'off'], 'must be on or off').optional(),
    DEMO_DATA: z.enum(['on', 'off'], 'must be on or off').optional(),
    PLANS_JSON: z
      .string()
      .transform((value, ctx) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be JSON' });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(
            ZPlan,
            'must be a JSON array of plans {codigo, nombre, descripcion, meses, valor, moneda, caracteristicas}',
          )
          .min(1, 'must list at least one plan')
          .refine(
            (plans) => new Set(plans.map((p) => p.codigo)).size === plans.length,
            'plan codes must be unique',
          ),
      )
      .optional(),
  })
  // Node refuses a headers timeout longer than the whole request's.
  .refine((e) => e.HTTP_HEADERS_TIMEOUT_SECONDS <= e.HTTP_REQUEST_TIMEOUT_SECONDS, {
    path: ['HTTP_HEADERS_TIMEOUT_SECONDS'],
    message: 'must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS',
  })
  // Signed links and one-time-code hashes use APP_SECRET (ADR 0006). In development and tests a
  // generated one is kept in DATA_DIR/secret; production must bring its own, the same on every process.
  .refine((e) => e.NODE_ENV !== 'production' || e.APP_SECRET !== undefined, {
    path: ['APP_SECRET'],
    message: 'is required when NODE_ENV=production',
  });
