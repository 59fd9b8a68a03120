// The whole schema, for drizzle (relational queries) and drizzle-kit (migration generation).
export * from './access-tokens';
export * from './catalogues';
export * from './customers';
export * from './enums';
export * from './files';
export * from './fleet';
export * from './integration';
export * from './movement-events';
export * from './movements';
export * from './users';
