import {
  CARTERA_INVOICE_IMPORT_COLUMNS,
  CARTERA_PAYMENT_IMPORT_COLUMNS,
  formatPesos,
  type MasterImportColumn,
  MSG,
  type TCarteraImportKind,
  type TImportRowError,
  type TMasterImportReport,
  ZInvoiceInput,
  ZPaymentInput,
} from '@trazo/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { type CellValue, parseSheet, type SheetRow } from '../../movements/import/parse-spreadsheet';
import { amount, dateText, text } from '../../movements/import/rows-to-movements';
import { recordPayments } from '../record-payments';
import { upsertInvoices } from '../upsert-invoices';

// Invoices and payments from a spreadsheet (issue 25 §1): each row becomes the integration API's item,
// is validated by the API's own contract (ZInvoiceInput / ZPaymentInput), and the valid rows go through
// the API's own services (upsertInvoices / recordPayments) in one transaction — rolled back for the
// preview, so the preview's per-row errors (unknown generator or remesa, payment over the balance,
// reference taken) are exactly the API's. Importing saves all rows or none; resending changes nothing.

type Values = Partial<Record<string, CellValue>>;
type Problem = { columna: string | null; mensaje: string };
type Outcome = { fila: number; resumen: string; isApplied: boolean };

class DryRun extends Error {}
const SAMPLE_ROWS = 100;

const isBlank = (v: CellValue | undefined) => text(v) === '';
const optionalAmount = (v: CellValue | undefined) => (isBlank(v) ? undefined : amount(v));
const requiredAmount = (v: CellValue | undefined) => (isBlank(v) ? undefined : amount(v));
/** A calendar date: a typed Excel date or `dd/mm/aaaa` → `aaaa-mm-dd`. */
const day = (v: CellValue | undefined) => (v instanceof Date ? dateText(v).slice(0, 10) : dateText(v));

function remesasOf(v: CellValue | undefined): { value: unknown; problem: Problem | null } {
  const raw = text(v);
  if (raw === '') return { value: [], problem: null };
  const parts = raw
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const pairs = parts.map((p) => /^([^:\s]+)\s*:\s*([^:\s]+)$/.exec(p));
  if (pairs.some((m) => m === null)) {
    return { value: [], problem: { columna: 'remesas', mensaje: MSG.carteraImportRemesaFormat } };
  }
  return {
    value: pairs.map((m) => ({ manifiesto: m?.[1] ?? '', remesa: m?.[2] ?? '' })),
    problem: null,
  };
}

interface Kind<T> {
  columns: readonly MasterImportColumn[];
  schema: z.ZodType<T>;
  toInput(values: Values): { input: unknown; problems: Problem[] };
  /** The API's service on the valid rows; its BatchErrors paths are `<prefix>.<index>.<field>`. */
  apply(tx: Db, customerId: number, items: T[], now: Date): Promise<{ applied: boolean[]; notes: string[] }>;
  prefix: string;
  describe(item: T): string;
}

const invoicesKind: Kind<z.output<typeof ZInvoiceInput>> = {
  columns: CARTERA_INVOICE_IMPORT_COLUMNS,
  schema: ZInvoiceInput,
  prefix: 'facturas',
  toInput(v) {
    const remesas = remesasOf(v.remesas);
    return {
      input: {
        numero: text(v.numero),
        fecha_emision: dateText(v.fecha_emision),
        fecha_vencimiento: day(v.fecha_vencimiento),
        generador_nit: text(v.generador_nit),
        subtotal: requiredAmount(v.subtotal),
        iva: optionalAmount(v.iva),
        otros_impuestos: optionalAmount(v.otros_impuestos),
        retenciones: optionalAmount(v.retenciones),
        total: requiredAmount(v.total),
        cufe: text(v.cufe),
        forma_pago: text(v.forma_pago).toLowerCase().replace('é', 'e'),
        plazo_dias: optionalAmount(v.plazo_dias),
        remesas: remesas.value,
      },
      problems: remesas.problem ? [remesas.problem] : [],
    };
  },
  async apply(tx, customerId, items, now) {
    const result = await upsertInvoices(tx, customerId, items, now);
    return {
      applied: result.resultados.map((r) => r.resultado !== 'sin_cambios'),
      notes: result.resultados.map((r) => r.resultado.replace('_', ' ')),
    };
  },
  describe: (f) =>
    `${f.numero} · NIT ${f.generador_nit} · ${formatPesos(f.total)} · vence ${f.fecha_vencimiento}`,
};

const paymentsKind: Kind<z.output<typeof ZPaymentInput>> = {
  columns: CARTERA_PAYMENT_IMPORT_COLUMNS,
  schema: ZPaymentInput,
  prefix: 'pagos',
  toInput(v) {
    const kind = text(v.tipo)
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
      .replace('é', 'e');
    return {
      input: {
        referencia: text(v.referencia),
        factura: text(v.factura),
        tipo: kind === '' ? undefined : kind,
        fecha: day(v.fecha),
        valor: requiredAmount(v.valor),
      },
      problems: [],
    };
  },
  async apply(tx, customerId, items) {
    const result = await recordPayments(tx, customerId, items);
    return {
      applied: result.resultados.map((r) => r.resultado === 'aplicado'),
      notes: result.resultados.map((r) =>
        r.resultado === 'aplicado' ? `saldo ${formatPesos(r.saldo)}` : MSG.carteraImportUnchanged,
      ),
    };
  },
  describe: (p) => `${p.referencia} → ${p.factura} · ${p.tipo} · ${formatPesos(p.valor)} · ${p.fecha}`,
};

function validate<T>(kind: Kind<T>, rows: SheetRow<string>[]) {
  const errors: TImportRowError[] = [];
  const ready: { fila: number; item: T }[] = [];
  for (const row of rows) {
    const { input, problems } = kind.toInput(row.values);
    const found = [...problems];
    const parsed = kind.schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '') || null;
        if (!found.some((p) => p.columna === column)) found.push({ columna: column, mensaje: issue.message });
      }
    } else if (found.length === 0) ready.push({ fila: row.fila, item: parsed.data });
    errors.push(...found.map((p) => ({ fila: row.fila, ...p })));
  }
  return { errors, ready };
}

/** The service's 422 (`facturas.3.remesas.0`) → the rows' errors (`fila 5, columna remesas`). */
function rowErrorsOf(error: unknown, prefix: string, filas: number[]): TImportRowError[] | null {
  if (!(error instanceof AppError) || error.statusCode !== 422 || !error.extra.errors) return null;
  return Object.entries(error.extra.errors).flatMap(([path, messages]) => {
    const [head, index, column] = path.split('.');
    const fila = head === prefix ? filas[Number(index)] : undefined;
    return messages.map((mensaje) => ({ fila: fila ?? 0, columna: column ?? null, mensaje }));
  });
}

function byCell(errors: TImportRowError[]): Record<string, string[]> {
  const cells: Record<string, string[]> = {};
  for (const e of errors) {
    const key = `${e.fila}.${e.columna ?? 'fila'}`;
    cells[key] = [...(cells[key] ?? []), e.mensaje];
  }
  return cells;
}

async function run<T>(
  db: Db,
  kind: Kind<T>,
  input: { customerId: number; bytes: Buffer; filename: string; isDryRun: boolean; now: Date },
): Promise<TMasterImportReport> {
  const rows = await parseSheet<string>(input.bytes, input.filename, kind.columns);
  const { errors, ready } = validate(kind, rows);
  if (!input.isDryRun && errors.length > 0)
    throw new AppError(422, MSG.importHasErrors, { errors: byCell(errors) });

  let outcomes: Outcome[] = [];
  if (ready.length > 0) {
    const filas = ready.map((r) => r.fila);
    try {
      await db.transaction(async (tx) => {
        const { applied, notes } = await kind.apply(
          tx,
          input.customerId,
          ready.map((r) => r.item),
          input.now,
        );
        outcomes = ready.map((r, i) => ({
          fila: r.fila,
          resumen: `${kind.describe(r.item)} · ${notes[i] ?? ''}`,
          isApplied: applied[i] ?? false,
        }));
        if (input.isDryRun) throw new DryRun();
      });
    } catch (error) {
      if (!(error instanceof DryRun)) {
        const serviceErrors = rowErrorsOf(error, kind.prefix, filas);
        if (!serviceErrors) throw error;
        if (!input.isDryRun) {
          throw new AppError(422, MSG.importHasErrors, { errors: byCell(serviceErrors) });
        }
        errors.push(...serviceErrors);
        errors.sort((a, b) => a.fila - b.fila);
      }
    }
  }
  const isClean = errors.length === 0;
  return {
    archivo: input.filename,
    filas: rows.length,
    creados: isClean ? outcomes.filter((o) => o.isApplied).length : 0,
    errores: errors,
    muestra: outcomes.slice(0, SAMPLE_ROWS).map(({ fila, resumen }) => ({ fila, resumen })),
  };
}

export function buildCarteraTemplateColumns(kind: TCarteraImportKind): readonly MasterImportColumn[] {
  return kind === 'facturas' ? invoicesKind.columns : paymentsKind.columns;
}

export function importCartera(
  db: Db,
  kind: TCarteraImportKind,
  input: { customerId: number; bytes: Buffer; filename: string; isDryRun: boolean; now: Date },
): Promise<TMasterImportReport> {
  return kind === 'facturas' ? run(db, invoicesKind, input) : run(db, paymentsKind, input);
}
