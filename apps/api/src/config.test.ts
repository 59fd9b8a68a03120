import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
      SIGNING_SECRET: 'a-production-secret-of-at-least-32-characters',
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

  it('requires a SIGNING_SECRET of 32+ characters in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SIGNING_SECRET: required in production/);
    expect(() => loadConfig({ SIGNING_SECRET: 'short' })).toThrow(/SIGNING_SECRET: must be at least 32/);
    expect(loadConfig({}).signingSecret).toBeUndefined();
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
});
