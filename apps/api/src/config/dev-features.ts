import type { Config } from './config-types';

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
