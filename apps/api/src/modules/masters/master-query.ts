import { MSG, type TMasterState } from '@trazo/shared';
import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { containsSearch } from '../../lib/pagination';
import { dataException, uniqueViolation } from '../../lib/pg-errors';

// The parts every master's list and writes share (STYLE rule 15): the operator scope, the state and
// search filter, and unique violations answered as a Spanish 409.

export interface MasterFilter {
  q?: string | undefined;
  estado: TMasterState;
}

/** The operator's rows that match the filter: `searchText` is the master's folded search text. */
export function masterWhere(
  columns: { customerId: AnyColumn; isActive: AnyColumn },
  customerId: number,
  filter: MasterFilter,
  searchText: SQL,
): SQL {
  return and(
    eq(columns.customerId, customerId),
    filter.estado === 'todos' ? undefined : eq(columns.isActive, filter.estado === 'activos'),
    filter.q ? containsSearch(searchText, filter.q) : undefined,
  ) as SQL;
}

/**
 * Runs a write; a unique violation of one of `conflicts` (constraint → message) becomes a 409 naming
 * the field, so a race between two dispatchers gets the same answer as a sequential duplicate.
 */
export async function writeMaster<T>(
  run: () => Promise<T>,
  conflicts: Record<string, { field: string; message: string }>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const known = constraint === null ? undefined : conflicts[constraint];
    if (known) throw new AppError(409, known.message, { errors: { [known.field]: [known.message] } });
    if (dataException(error) !== null) throw new AppError(422, MSG.textInvalidCharacters);
    throw error;
  }
}

/** 404 in Spanish when the row is not the operator's (or does not exist: the same answer). */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError(404, MSG.espUnknown);
  return row;
}
