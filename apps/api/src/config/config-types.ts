import type { TPlan } from '@trazo/shared';
import type { StorageConfig } from '../storage/storage-config';
import type { LOG_LEVELS } from './env-schema';

// The shape every part of the API reads its settings through (loadConfig in config.ts builds it).

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
  /** How long a session read is trusted in this process; 0 = read every request (ADR 0024, fourth pass). */
  sessionCacheMs: number;
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
