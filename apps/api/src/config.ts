import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOVEMENT_LIMITS, type TPlan, ZPlan } from '@trazo/shared';
import { z } from 'zod';
import { DEFAULT_PLANS, DEFAULT_SITE } from './lib/site-defaults';
import { parseStorageConfig, type StorageConfig } from './storage/storage-config';

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

/** A whole number of seconds, 1 to 3600. */
const seconds = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of seconds from 1 to 3600')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 3600, 'must be a whole number of seconds from 1 to 3600')
    .default(fallback);

const EnvSchema = z
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
  /**
   * Inicio's map tiles (MAP_TILES_URL): OpenStreetMap's in production unless set or 'off'; none outside
   * production, where the map draws over the shipped outline of Colombia (tests, no network).
   */
  mapTiles: { url: string; attribution: string } | null;
  /** Where stored files live: `<dataDir>/files`, or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageConfig;
  logLevel: LogLevel;
  /** Absolute path of the built SPA (served only when it exists). */
  webDistDir: string;
  /** Absolute path of the built drivers' app (apps/driver/dist), served at /conductor when it exists. */
  driverDistDir: string;
  /** Trust X-Forwarded-* headers (behind a load balancer), so throttles see the client IP. */
  trustProxy: boolean;
  /** HTTP server timeouts in milliseconds (ADR 0018). */
  http: HttpTimeouts;
  /** Public lookups that find something, per client address per 10 minutes (ADR 0010). */
  lookupHitsPerAddress: number;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** Run the outbox worker in this process (`off` when a separate process sends the mail). */
  mailWorker: boolean;
  /**
   * Key for signed links and one-time-code hashes; when absent (never in production) the app uses
   * the one generated at first start in `<dataDir>/secret` (lib/app-secret.ts).
   */
  appSecret: string | undefined;
  /** The landing's contact details (GET /api/site-info). */
  site: { address: string; phone: string; mapUrl: string; chatUrl: string; providerUrl: string };
  /** Where contact-form messages are e-mailed. */
  salesEmail: string;
  /** ePayco credentials; null when not configured (then the test gateway may stand in). */
  epayco: EpaycoConfig | null;
  /** Built-in test gateway when ePayco is not configured: on by default outside production. */
  paymentsTestGateway: boolean;
  /** Mobile-app subscription plans (PLANS_JSON, or the defaults). */
  plans: TPlan[];
  /**
   * POST /api/dev/users and /api/dev/customers (TEST_FIXTURES): unauthenticated account creation, any
   * role. Off unless the test runner turns it on.
   */
  testFixtures: boolean;
  /** PASSWORD_HASH_COST=test: the test runners' cheap argon2 cost, passed to lib/password.ts. Off unless they turn it on. */
  testPasswordHashing: boolean;
  /** GET /api/dev/mail (DEV_MAILBOX): every kept e-mail, readable without login. On outside production. */
  devMailbox: boolean;
  /** Seed the demo accounts and movements into an empty database at start (DEMO_DATA). On outside production. */
  demoData: boolean;
}

/**
 * The features that must never run in production, each with its variable, as they are switched now.
 * server.ts prints a warning line for each one that is on; loadConfig refuses them with NODE_ENV=production.
 */
export function devFeaturesOn(config: Config): { variable: string; what: string }[] {
  const features = [
    {
      on: config.testFixtures,
      variable: 'TEST_FIXTURES',
      what: 'POST /api/dev/users creates accounts of any role without authentication',
    },
    {
      on: config.testPasswordHashing,
      variable: 'PASSWORD_HASH_COST',
      what: "passwords are hashed at the test suites' low argon2 cost",
    },
    {
      on: config.devMailbox,
      variable: 'DEV_MAILBOX',
      what: 'GET /api/dev/mail shows every e-mail (codes, reset links) without authentication',
    },
    { on: config.demoData, variable: 'DEMO_DATA', what: 'an empty database is filled with demo accounts' },
    {
      on: config.paymentsTestGateway && config.epayco === null,
      variable: 'PAYMENTS_TEST_GATEWAY',
      what: 'the built-in test gateway accepts payments without a card',
    },
  ];
  return features.filter((f) => f.on).map(({ variable, what }) => ({ variable, what }));
}

export interface HttpTimeouts {
  /** The whole request, headers and body: past it Node answers 408 and closes the connection. */
  requestMs: number;
  /** The request's headers. */
  headersMs: number;
  /** A connection with no byte in either direction. */
  idleMs: number;
  /** A kept-alive connection waiting for its next request. */
  keepAliveMs: number;
}

export interface EpaycoConfig {
  /** p_cust_id_cliente */
  custId: string;
  /** P_KEY: signs confirmations. Secret. */
  pKey: string;
  /** Public key for checkout.js. */
  publicKey: string;
  /** ePayco test mode: checkout `test: true`, and only test transactions are accepted. */
  test: boolean;
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
  const epaycoKeys = [e.EPAYCO_CUST_ID, e.EPAYCO_P_KEY, e.EPAYCO_PUBLIC_KEY];
  if (epaycoKeys.some(Boolean) && !epaycoKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  EPAYCO_CUST_ID, EPAYCO_P_KEY, EPAYCO_PUBLIC_KEY: set all three or none',
    );
  }
  const dataDir = resolve(process.cwd(), e.DATA_DIR);
  const storage = parseStorageConfig({
    dataDir,
    storageUrl: e.STORAGE_URL,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  });
  if ('problems' in storage) {
    throw new ConfigError(`Invalid configuration:\n${storage.problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const port = e.PORT ?? 3000;
  const isProduction = e.NODE_ENV === 'production';
  // Outside production the README's `npm start` gets demo data and the mailbox; in production they are
  // off unless asked for, and asking is refused below.
  const onOutsideProduction = (value: 'on' | 'off' | undefined) =>
    (value ?? (isProduction ? 'off' : 'on')) === 'on';
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    mapTiles: mapTilesOf(e.MAP_TILES_URL, e.MAP_TILES_ATTRIBUTION, isProduction),
    storage,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR ? resolve(process.cwd(), e.WEB_DIST_DIR) : resolve(REPO_ROOT, 'apps/web/dist'),
    driverDistDir: e.DRIVER_DIST_DIR
      ? resolve(process.cwd(), e.DRIVER_DIST_DIR)
      : resolve(REPO_ROOT, 'apps/driver/dist'),
    trustProxy: e.TRUST_PROXY === 'true',
    http: {
      requestMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      idleMs: e.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    lookupHitsPerAddress: e.LOOKUP_HITS_PER_ADDRESS ?? MOVEMENT_LIMITS.lookupHitsPerAddressPer10Minutes,
    mailFrom: e.MAIL_FROM,
    mailWorker: e.MAIL_WORKER === 'on',
    appSecret: e.APP_SECRET,
    site: {
      address: e.SITE_ADDRESS,
      phone: e.SITE_PHONE,
      mapUrl:
        e.SITE_MAP_URL ??
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(e.SITE_ADDRESS)}`,
      chatUrl: e.SITE_CHAT_URL,
      providerUrl: e.SITE_PROVIDER_URL,
    },
    salesEmail: e.SALES_EMAIL.toLowerCase(),
    epayco:
      e.EPAYCO_CUST_ID && e.EPAYCO_P_KEY && e.EPAYCO_PUBLIC_KEY
        ? {
            custId: e.EPAYCO_CUST_ID,
            pKey: e.EPAYCO_P_KEY,
            publicKey: e.EPAYCO_PUBLIC_KEY,
            test: e.EPAYCO_TEST === 'true',
          }
        : null,
    paymentsTestGateway: onOutsideProduction(e.PAYMENTS_TEST_GATEWAY),
    plans: e.PLANS_JSON ?? DEFAULT_PLANS,
    testFixtures: e.TEST_FIXTURES === 'on',
    testPasswordHashing: e.PASSWORD_HASH_COST === 'test',
    devMailbox: onOutsideProduction(e.DEV_MAILBOX),
    demoData: onOutsideProduction(e.DEMO_DATA),
  };
  const forbidden = isProduction ? devFeaturesOn(config) : [];
  if (forbidden.length > 0) {
    const names = forbidden.map((f) => f.variable).join(', ');
    throw new ConfigError(
      `Invalid configuration:\n  ${names}: must be off when NODE_ENV=production (development and test features)`,
    );
  }
  return config;
}

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

function mapTilesOf(
  url: string | undefined,
  attribution: string | undefined,
  isProduction: boolean,
): Config['mapTiles'] {
  if (url === 'off') return null;
  const chosen = url ?? (isProduction ? OSM_TILES : undefined);
  if (!chosen) return null;
  return { url: chosen, attribution: attribution ?? (chosen === OSM_TILES ? OSM_ATTRIBUTION : '') };
}
