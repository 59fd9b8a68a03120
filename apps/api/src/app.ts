import './lib/zod-locale';
import cookie from '@fastify/cookie';
import { ROLE } from '@trazo/shared';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Database } from './db/database';
import { loadOrCreateAppSecret } from './lib/app-secret';
import { type Clock, systemClock } from './lib/clock';
import { httpServerTimeouts } from './lib/http-timeouts';
import { type LogStream, loggerOptions } from './lib/logger-options';
import type { RateLimiter } from './lib/rate-limiter';
import { responseSerializerCompiler } from './lib/response-serializer';
import { outboxPlugin } from './mail/outbox-plugin';
import { authRoutes } from './modules/auth/routes';
import { detailReportRoutes } from './modules/cartera/detail-report-routes';
import { carteraImportRoutes } from './modules/cartera/import/import-routes';
import { carteraIntegrationRoutes } from './modules/cartera/integration-routes';
import { carteraRoutes } from './modules/cartera/routes';
import { carteraStatementRoutes } from './modules/cartera/statement-routes';
import { catalogueRoutes } from './modules/catalogues/routes';
import { companyRoutes } from './modules/companies/routes';
import { companyLogoRoutes } from './modules/company-logo/routes';
import { companyProfileRoutes } from './modules/company-profiles/routes';
import { configurationRoutes } from './modules/configuration/routes';
import { customerAdminRoutes } from './modules/customer-admin/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { devFixtureRoutes } from './modules/dev-fixtures/routes';
import { devMailRoutes } from './modules/dev-mail/routes';
import { driverEspecialesRoutes } from './modules/driver-especiales/routes';
import { driverCompanyRoutes } from './modules/driver-trips/company-routes';
import { driverTripRoutes } from './modules/driver-trips/driver-routes';
import { companyDriverRoutes } from './modules/drivers/company-driver-routes';
import { driverSessionRoutes } from './modules/drivers/driver-session-routes';
import { especialesRoutes } from './modules/especiales/routes';
import { fleetRoutes } from './modules/fleet/routes';
import { fuecRoutes } from './modules/fuec/routes';
import { housekeepingPlugin } from './modules/housekeeping/housekeeping-plugin';
import { apiKeyRoutes } from './modules/integration/api-key-routes';
import { integrationRoutes } from './modules/integration/routes';
import { livePlugin } from './modules/live/live-plugin';
import { liveRoutes } from './modules/live/routes';
import { driverMoneyRoutes } from './modules/money/driver-routes';
import { moneyRoutes } from './modules/money/routes';
import { latenessPlugin } from './modules/movements/lateness/lateness-plugin';
import { movementRoutes } from './modules/movements/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { partnerRoutes } from './modules/partners/routes';
import { passwordChangeRoutes } from './modules/password-change/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { paymentRoutes } from './modules/payments/routes';
import { profileRoutes } from './modules/profile/routes';
import { registrationRoutes } from './modules/registration/routes';
import { reportRoutes } from './modules/reports/routes';
import { roleRoutes } from './modules/roles/routes';
import { searchRoutes } from './modules/search/search-routes';
import { siteRoutes } from './modules/site/routes';
import { turnRoutes } from './modules/turnos/routes';
import { userAdminRoutes } from './modules/user-admin/routes';
import { verificationRoutes } from './modules/verification/routes';
import { authenticationPlugin } from './plugins/authentication';
import { compressionPlugin } from './plugins/compression';
import { contextPlugin } from './plugins/context';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { signerPlugin } from './plugins/signer';
import { driverAppPlugin, hasWebBuild, prebuiltPages, webPlugin } from './plugins/web';
import type { FileStorage } from './storage/file-storage';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database. Without one the app opens its own from `config` and closes it on close. */
  db?: Database;
  clock?: Clock;
  rateLimiter?: RateLimiter;
  storage?: FileStorage;
  /** Where log lines go (standard output by default); tests capture them to prove nothing secret is logged. */
  logStream?: LogStream;
}

/** Builds the whole HTTP app without listening (server.ts listens; tests use `app.inject`). */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...httpServerTimeouts(config.http),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // The API speaks JSON only: a text/plain body is answered 415, not parsed into a string.
  app.removeContentTypeParser('text/plain');

  const database = options.db ?? (await openDatabase(config, { onPoolError: (e) => app.log.error(e) }));
  if (!options.db) app.addHook('onClose', () => database.close());
  const spaRoot = hasWebBuild(config.webDistDir) ? config.webDistDir : undefined;
  const driverRoot = hasWebBuild(config.driverDistDir) ? config.driverDistDir : undefined;

  // External plugins and app plugins first, then routes, then the SPA (fastify/demo order).
  await app.register(contextPlugin, {
    config,
    db: database.db,
    clock: options.clock ?? systemClock,
    // One secret for every HMAC (ADR 0006): APP_SECRET, or the generated one in DATA_DIR/secret.
    signingSecret: config.appSecret ?? (await loadOrCreateAppSecret(config.dataDir)),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  });
  await app.register(errorsPlugin, {
    spaFallback: spaRoot !== undefined,
    driverRoot,
    pages: spaRoot ? prebuiltPages(spaRoot) : undefined,
  });
  await app.register(securityPlugin, {
    isHttps: config.appUrl.startsWith('https:'),
    allowEpayco: config.epayco !== null,
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(docsPlugin, { appUrl: config.appUrl });
  await app.register(authenticationPlugin);
  await app.register(outboxPlugin);
  await app.register(housekeepingPlugin);
  await app.register(latenessPlugin);
  await app.register(signerPlugin);
  await app.register(livePlugin, { database });

  await app.register(authRoutes, { prefix: '/api' });
  await app.register(roleRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(registrationRoutes, { prefix: '/api' });
  await app.register(verificationRoutes, { prefix: '/api' });
  await app.register(passwordResetRoutes, { prefix: '/api' });
  await app.register(passwordChangeRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(companyLogoRoutes, { prefix: '/api' });
  await app.register(userAdminRoutes, { prefix: '/api' });
  await app.register(companyProfileRoutes, { prefix: '/api' });
  await app.register(customerAdminRoutes, { prefix: '/api/super-administrador/clientes' });
  // Dev/test features, each behind its own setting (config.ts refuses them in production).
  if (config.devMailbox) await app.register(devMailRoutes, { prefix: '/api' });
  if (config.testFixtures) await app.register(devFixtureRoutes, { prefix: '/api' });
  await app.register(companyRoutes, { prefix: '/api' });
  await app.register(siteRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(movementRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(apiKeyRoutes, { prefix: '/api' });
  await app.register(configurationRoutes, { prefix: '/api' });
  await app.register(partnerRoutes, { prefix: '/api' });
  await app.register(reportRoutes, { prefix: '/api' });
  await app.register(moneyRoutes, { prefix: '/api' });
  await app.register(driverMoneyRoutes, { prefix: '/api' });
  await app.register(driverSessionRoutes, { prefix: '/api' });
  await app.register(companyDriverRoutes, { prefix: '/api' });
  await app.register(driverTripRoutes, { prefix: '/api' });
  await app.register(driverEspecialesRoutes, { prefix: '/api' });
  await app.register(driverCompanyRoutes, { prefix: '/api' });
  await app.register(especialesRoutes, { prefix: '/api' });
  await app.register(fuecRoutes, { prefix: '/api' });
  await app.register(
    fleetRoutes({ prefix: '/especiales/flota', tag: 'Especiales', roles: [ROLE.especiales] }),
    { prefix: '/api' },
  );
  await app.register(
    fleetRoutes({
      prefix: '/empresa/flota',
      tag: 'Conductores',
      roles: [ROLE.empresaTransporte],
      permission: 'conductores.administrar',
    }),
    { prefix: '/api' },
  );
  await app.register(integrationRoutes, { prefix: '/api/v1/integracion' });
  await app.register(carteraIntegrationRoutes, { prefix: '/api/v1/integracion' });
  await app.register(carteraRoutes, { prefix: '/api' });
  await app.register(carteraStatementRoutes, { prefix: '/api' });
  await app.register(carteraImportRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(liveRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api' });
  await app.register(detailReportRoutes, { prefix: '/api' });
  await app.register(turnRoutes, { prefix: '/api' });

  if (spaRoot) await app.register(webPlugin, { root: spaRoot });
  if (driverRoot) await app.register(driverAppPlugin, { root: driverRoot, decorateReply: !spaRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
