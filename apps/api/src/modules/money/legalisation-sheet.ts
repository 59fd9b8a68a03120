import {
  ADVANCE_METHOD_LABELS,
  BALANCE_RESULT_LABELS,
  EXPENSE_STATE_LABELS,
  LEGALISATION_SHEET as L,
  LEGALISATION_STATE_LABELS,
  type TLegalisationDetail,
} from '@trazo/shared';
import { bogotaDateTime } from '../reports/report-dates';
import type { Cell } from '../reports/spreadsheet-stream';

// A trip's legalisation as the document an accountant files (issue 22 item 11): who, what vehicle and
// when; the advances; every expense with its receipt number, state, refusal reason and reviewer; and the
// totals the server summed in SQL (trip-totals.ts) with the balance and its meaning. Rows of cells, the
// first one the title; amounts stay numbers so the sheet can add them up again.

export function tripLegalisationSheet(detail: TLegalisationDetail): Cell[][] {
  const { trip, advances, expenses } = detail;
  const times = expenses.map((x) => x.occurredAt).sort();
  const closed =
    trip.closedAt === null
      ? ''
      : `${bogotaDateTime(trip.closedAt)}${trip.closedBy ? ` · ${trip.closedBy}` : ''}`;
  return [
    [L.title],
    [L.manifest, trip.manifiesto],
    [L.driver, trip.conductor],
    [L.driverDocument, trip.conductorDocumento],
    [L.vehicle, trip.placa],
    [L.route, `${trip.origen} → ${trip.destino}`],
    [L.dispatchDate, bogotaDateTime(trip.fechaDespacho)],
    [L.firstExpense, times.length > 0 ? bogotaDateTime(times[0] as string) : ''],
    [L.lastExpense, times.length > 0 ? bogotaDateTime(times[times.length - 1] as string) : ''],
    [L.state, LEGALISATION_STATE_LABELS[trip.state]],
    [L.closedAt, closed],
    [],
    [L.advances],
    [...L.advanceColumns],
    ...advances.map((a) => [
      a.paidOn,
      ADVANCE_METHOD_LABELS[a.method],
      a.reference,
      a.source === 'erp' ? 'ERP' : (a.recordedBy ?? 'Portal'),
      a.amountCop,
    ]),
    [],
    [L.expenses],
    [...L.expenseColumns],
    ...expenses.map((x) => [
      bogotaDateTime(x.occurredAt),
      x.expenseType,
      x.receiptNumber,
      x.beneficiaryNit && x.beneficiaryDv !== null
        ? `${x.beneficiaryNit}-${x.beneficiaryDv}`
        : x.beneficiaryNit,
      x.beneficiaryName,
      x.amountCop,
      EXPENSE_STATE_LABELS[x.state],
      x.rejectionReason ?? '',
      x.reviewedBy ?? '',
      x.late ? 'Sí' : 'No',
    ]),
    [],
    [L.summary],
    [L.totalAdvances, trip.advancesCop],
    [L.totalApproved, trip.approvedCop],
    [L.totalRefused, trip.refusedCop],
    [L.totalPending, trip.pendingCop],
    [L.balance, trip.balanceCop],
    [L.result, BALANCE_RESULT_LABELS[trip.balanceResult]],
  ];
}
