import { MSG } from '@trazo/shared';
import { AppError } from '../../lib/app-error';

/** Errors of an all-or-nothing ERP batch, keyed by path (facturas.3.remesas.0): one 422 with all of them. */
export class BatchErrors {
  readonly errors: Record<string, string[]> = {};

  add(path: string, message: string): void {
    this.errors[path] = [...(this.errors[path] ?? []), message];
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) {
      throw new AppError(422, MSG.carteraBatchInvalid, { errors: this.errors });
    }
  }
}
