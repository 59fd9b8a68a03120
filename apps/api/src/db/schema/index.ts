// The whole schema, for drizzle (relational queries) and drizzle-kit (migration generation).
export * from './access-tokens';
export * from './catalogues';
export * from './configuration';
export * from './contact-messages';
export * from './customers';
export * from './dispatch-types';
export * from './email-outbox';
export * from './enums';
export * from './files';
export * from './fleet';
export * from './integration';
export * from './movement-events';
export * from './movements';
export * from './payments';
export * from './trip-event-plans';
export * from './users';
export * from './verification-codes';
