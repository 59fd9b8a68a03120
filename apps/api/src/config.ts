import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOVEMENT_LIMITS } from '@trazo/shared';
import type { Config } from './config/config-types';
import { devFeaturesOn } from './config/dev-features';
import { EnvSchema } from './config/env-schema';
import { mapTilesOf } from './config/map-tiles';
import { DEFAULT_PLANS } from './lib/site-defaults';
import { parseStorageConfig } from './storage/storage-config';

// The only module that reads process.env (STYLE rule 10). Parsed once at start; a bad value stops
// the process with one line per offending variable instead of failing later in some corner. The
// variables' rules, the Config's shape, the dev features and the map tiles live in config/ by area;
// callers import all of it from here.

export type { Config, EpaycoConfig, HttpTimeouts, LogLevel } from './config/config-types';
export { devFeaturesOn } from './config/dev-features';

// `apps/api/src` and `apps/api/dist` are both three levels below the repository root, so the same
// relative path finds the web build whether we run from source (tsx, vitest) or from the bundle.
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

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
    sessionCacheMs: e.SESSION_CACHE_MS,
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
