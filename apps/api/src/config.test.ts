import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, devFeaturesOn, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('derives APP_URL from PORT and reads every variable', () => {
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/trazo',
      DATABASE_URL: 'postgres://trazo:secret@db:5432/trazo',
      APP_URL: 'https://trazo.example.co/',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      APP_SECRET: 'x'.repeat(40),
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/trazo',
      databaseUrl: 'postgres://trazo:secret@db:5432/trazo',
      appUrl: 'https://trazo.example.co',
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('requires an APP_SECRET of 32+ characters in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration:\n  APP_SECRET: is required when NODE_ENV=production',
    );
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET: must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(32) }).appSecret).toBe('s'.repeat(32));
    expect(loadConfig({}).appSecret).toBeUndefined();
  });

  it('sets HTTP timeouts a phone on a weak signal passes, and refuses inconsistent ones (ADR 0018)', () => {
    const { http } = loadConfig({});
    expect(http).toEqual({ requestMs: 720_000, headersMs: 30_000, idleMs: 120_000, keepAliveMs: 72_000 });
    // 5 MiB at 64 kbit/s fits in the request timeout.
    expect((5 * 1024 * 1024 * 8) / 64_000).toBeLessThan(http.requestMs / 1000);
    expect(
      loadConfig({ HTTP_REQUEST_TIMEOUT_SECONDS: '60', HTTP_HEADERS_TIMEOUT_SECONDS: '5' }).http,
    ).toMatchObject({
      requestMs: 60_000,
      headersMs: 5_000,
    });
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      /HTTP_REQUEST_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 3600/,
    );
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_SECONDS: '2.5' })).toThrow(/HTTP_IDLE_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_SECONDS: '20' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('is silent under test unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('rejects a bad PORT with one clear line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration:\n  PORT: must be an integer from 1 to 65535',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be an integer from 1 to 65535/);
  });

  it('lists every bad variable, one per line, without echoing secrets', () => {
    let message = '';
    try {
      loadConfig({
        PORT: '0',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://u:topsecret@h/db',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((l) => l.trim().split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'NODE_ENV', 'DATABASE_URL', 'LOG_LEVEL']),
    );
    expect(lines).toHaveLength(5);
    expect(message).not.toContain('topsecret');
  });

  it('reads the public-site and payment settings (issue 5, ADR 0007)', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      salesEmail: 'ventas@trazo.co',
      epayco: null,
      paymentsTestGateway: true,
    });
    expect(defaults.plans.map((p) => p.codigo)).toEqual(['app-mensual', 'app-semestral', 'app-anual']);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(32) }).paymentsTestGateway).toBe(
      false,
    );
    expect(loadConfig({ PAYMENTS_TEST_GATEWAY: 'off' }).paymentsTestGateway).toBe(false);

    const plan = {
      codigo: 'x',
      nombre: 'X',
      descripcion: 'd',
      meses: 3,
      valor: 1000,
      moneda: 'COP',
      caracteristicas: [],
    };
    const config = loadConfig({
      EPAYCO_CUST_ID: '123',
      EPAYCO_P_KEY: 'secret-p-key',
      EPAYCO_PUBLIC_KEY: 'pub',
      EPAYCO_TEST: 'true',
      PLANS_JSON: JSON.stringify([plan]),
      SALES_EMAIL: 'Ventas@Empresa.CO',
    });
    expect(config.epayco).toEqual({ custId: '123', pKey: 'secret-p-key', publicKey: 'pub', test: true });
    expect(config.plans).toEqual([plan]);
    expect(config.salesEmail).toBe('ventas@empresa.co');
  });

  it('refuses partial ePayco credentials and bad plans without echoing the key', () => {
    expect(() => loadConfig({ EPAYCO_P_KEY: 'topsecret' })).toThrow(/set all three or none/);
    expect(() => loadConfig({ EPAYCO_P_KEY: 'topsecret' })).not.toThrow(/topsecret/);
    expect(() => loadConfig({ PLANS_JSON: '{no' })).toThrow(/PLANS_JSON: must be JSON/);
    expect(() => loadConfig({ PLANS_JSON: '[]' })).toThrow(/PLANS_JSON: must list at least one plan/);
    const plan = {
      codigo: 'x',
      nombre: 'X',
      descripcion: 'd',
      meses: 1,
      valor: 1,
      moneda: 'COP',
      caracteristicas: [],
    };
    expect(() => loadConfig({ PLANS_JSON: JSON.stringify([plan, plan]) })).toThrow(
      /plan codes must be unique/,
    );
    expect(() => loadConfig({ PLANS_JSON: JSON.stringify([{ ...plan, valor: -5 }]) })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_CHAT_URL: 'javascript:alert(1)' })).toThrow(/SITE_CHAT_URL/);
  });

  it('switches each dev/test feature explicitly: fixtures off, mailbox and demo data on for npm start', () => {
    expect(loadConfig({})).toMatchObject({ testFixtures: false, devMailbox: true, demoData: true });
    expect(devFeaturesOn(loadConfig({})).map((f) => f.variable)).toEqual([
      'DEV_MAILBOX',
      'DEMO_DATA',
      'PAYMENTS_TEST_GATEWAY',
    ]);
    expect(
      loadConfig({ TEST_FIXTURES: 'on', DEV_MAILBOX: 'off', DEMO_DATA: 'off', PAYMENTS_TEST_GATEWAY: 'off' }),
    ).toMatchObject({ testFixtures: true, devMailbox: false, demoData: false, paymentsTestGateway: false });
    expect(() => loadConfig({ TEST_FIXTURES: 'yes' })).toThrow(/TEST_FIXTURES: must be on or off/);
    const production = loadConfig({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(32) });
    expect(production).toMatchObject({ testFixtures: false, devMailbox: false, demoData: false });
    expect(devFeaturesOn(production)).toEqual([]);
  });

  it('refuses to start in production with any dev/test feature on, in one message', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 's'.repeat(32) };
    for (const variable of ['TEST_FIXTURES', 'DEV_MAILBOX', 'DEMO_DATA', 'PAYMENTS_TEST_GATEWAY']) {
      expect(() => loadConfig({ ...production, [variable]: 'on' })).toThrow(
        `Invalid configuration:\n  ${variable}: must be off when NODE_ENV=production (development and test features)`,
      );
    }
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'test' })).toThrow(
      'Invalid configuration:\n  PASSWORD_HASH_COST: must be off when NODE_ENV=production (development and test features)',
    );
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' })).toMatchObject({ testPasswordHashing: true });
    expect(loadConfig({})).toMatchObject({ testPasswordHashing: false });
    expect(() => loadConfig({ ...production, TEST_FIXTURES: 'on', DEMO_DATA: 'on' })).toThrow(
      /^Invalid configuration:\n {2}TEST_FIXTURES, DEMO_DATA: must be off/,
    );
  });
});
