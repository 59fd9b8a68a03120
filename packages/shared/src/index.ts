export * from './auth/contracts';
export * from './catalogs/document-types';
export * from './catalogs/nit';
export * from './common/errors';
export * from './common/fields';
export * from './limits';
export * from './messages';
export * from './roles';
