import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

const dialect = new PgDialect();

/**
 * A hot read whose SQL never changes, only its `sql.placeholder` values. Its text is built once, and
 * under its name node-postgres prepares it once per pooled connection, so PostgreSQL soon reuses a generic
 * plan. For the public lookup, planning cost 1–2 ms against 0.3 ms of execution: named, the statement
 * went from 1,200 to 8,600 executions a second (issue 4 benchmark). PGlite ignores the name.
 */
export interface Statement<Params extends Record<string, unknown>, Row> {
  readonly name: string;
  /** The SQL text and its parameters, placeholders still unfilled (the benchmark issues it bare). */
  readonly query: Query;
  /** The parameters in order, for a driver called directly. */
  values(params: Params): unknown[];
  rows(db: Db, params: Params): Promise<Row[]>;
}

export function defineStatement<Params extends Record<string, unknown>, Row>(
  name: string,
  build: () => SQL,
): Statement<Params, Row> {
  let query: Query | undefined;
  const preparedBy = new WeakMap<Db, { execute(values: Params): Promise<unknown> }>();
  return {
    name,
    get query() {
      query ??= dialect.sqlToQuery(build());
      return query;
    },
    values(params) {
      return fillPlaceholders(this.query.params, params);
    },
    async rows(db, params) {
      let prepared = preparedBy.get(db);
      if (!prepared) {
        prepared = db._.session.prepareQuery(this.query, undefined, name, false);
        preparedBy.set(db, prepared);
      }
      // Without selected fields both drivers answer their raw `{ rows }`.
      const result = (await prepared.execute(params)) as { rows: Row[] };
      return result.rows;
    },
  };
}
