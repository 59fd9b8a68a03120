// Receivables aging (cartera por edades, DOMAIN-CO "Invoices and receivables"): days past the due date
// fall into buckets. The company sets the edges; Odoo's and ERPNext's usual ones are the default. No zod
// here: the web's charts and the server's SQL share these plain values.

/** Upper edges (in days overdue) of the overdue buckets: 1–30, 31–60, 61–90, 91–120, then over 120. */
export const DEFAULT_AGING_EDGES: readonly number[] = [30, 60, 90, 120];

export const AGING_LIMITS = { minEdges: 1, maxEdges: 6, maxDays: 3650 } as const;

/** Whole days from the due date to the as-of date (both `AAAA-MM-DD`): 0 on the due date, negative before. */
export function daysOverdue(dueDate: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

/**
 * The bucket of an invoice `days` overdue: 0 = not yet due (days ≤ 0), then 1 for 1..edges[0], i + 1 for
 * edges[i-1]+1..edges[i], and edges.length + 1 beyond the last edge. The SQL in the API computes the same.
 */
export function agingBucketOf(days: number, edges: readonly number[] = DEFAULT_AGING_EDGES): number {
  if (days <= 0) return 0;
  return 1 + edges.filter((edge) => days > edge).length;
}

/** 'Por vencer', '1–30 días', …, 'Más de 120 días'. */
export function agingBucketLabels(edges: readonly number[] = DEFAULT_AGING_EDGES): string[] {
  const labels = ['Por vencer'];
  let from = 1;
  for (const edge of edges) {
    labels.push(`${from}–${edge} días`);
    from = edge + 1;
  }
  labels.push(`Más de ${edges.at(-1) ?? 0} días`);
  return labels;
}

/** Edges the company may choose: 1–6 whole days, strictly increasing, within AGING_LIMITS.maxDays. */
export function areValidAgingEdges(edges: readonly number[]): boolean {
  return (
    edges.length >= AGING_LIMITS.minEdges &&
    edges.length <= AGING_LIMITS.maxEdges &&
    edges.every(
      (edge, i) =>
        Number.isInteger(edge) &&
        edge >= 1 &&
        edge <= AGING_LIMITS.maxDays &&
        (i === 0 || edge > (edges[i - 1] ?? 0)),
    )
  );
}
