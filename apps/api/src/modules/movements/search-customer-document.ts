import {
  MOVEMENT_EVENT_TYPES,
  MOVEMENT_LIMITS,
  MSG,
  type TSearchCustomerDocumentRequest,
  type TSearchCustomerDocumentResponse,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { defineStatement } from '../../db/statement';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UrlSigner } from '../../lib/signed-url';
import { throttle } from '../../lib/throttle';
import { applyLookupPrivacy, lookupPrivacyOf } from './apply-lookup-privacy';
import {
  type ConsignmentRow,
  consignmentRecordsQuery,
  toConsignmentDetail,
  toLookupRecord,
} from './consignment-records';
import { lookupHitAddressLimit, lookupHitCompanyLimit, lookupMissLimit } from './lookup-throttle';

// spec §2.6 / §7 search_customer_document: the public lookup. Results only for the NIT's own company,
// and one identical 404 for an unknown NIT and an unknown number (no way to probe which exists).

const byName = new Intl.Collator('es').compare;

const EVENT_CATALOGUE = {
  code: 200 as const,
  data: MOVEMENT_EVENT_TYPES.map((t) => ({ id_events: t.id, event: t.name })),
};

/** One statement per way of looking up: the customer's NIT and the manifest or customer document. */
function lookupSql(byCustomerDocument: boolean): SQL {
  const from = byCustomerDocument
    ? sql`from customers cu join consignments c on c.customer_id = cu.id join movements m on m.id = c.movement_id`
    : sql`from customers cu join movements m on m.customer_id = cu.id join consignments c on c.movement_id = m.id`;
  const value = sql.placeholder('value');
  const match = byCustomerDocument
    ? sql`c.documento_cliente = ${value} and c.documento_cliente <> ''`
    : sql`m.manifiesto_numero = ${value}`;
  return consignmentRecordsQuery(
    from,
    sql`cu.nit = ${sql.placeholder('nit')} and cu.status = 'active' and ${match}`,
    MOVEMENT_LIMITS.lookupMaxRecords,
    // The company's privacy choice, name and stored logo ride along: a lookup stays one round trip (ADR 0009).
    sql`cu.lookup_privacy, cu.razon_social as empresa_nombre,
      case when cu.logo_file_id is not null then cu.logo_url end as empresa_logo,`,
  );
}

type LookupParams = { nit: string; value: string };
type LookupRow = ConsignmentRow & {
  lookup_privacy: unknown;
  empresa_nombre: string;
  empresa_logo: string | null;
};
const byManifest = defineStatement<LookupParams, LookupRow>('lookup_by_manifest', () => lookupSql(false));
const byCustomerDocument = defineStatement<LookupParams, LookupRow>('lookup_by_customer_document', () =>
  lookupSql(true),
);

/** The statement and parameters of a lookup (the benchmark also issues them bare). */
export function lookupStatement(
  input: Pick<TSearchCustomerDocumentRequest, 'nit_customer' | 'documento_cliente' | 'tipo_campo'>,
) {
  return {
    statement: input.tipo_campo ? byCustomerDocument : byManifest,
    params: { nit: input.nit_customer, value: input.documento_cliente.trim().toUpperCase() },
  };
}

export interface LookupDeps {
  db: Db;
  urlSigner: UrlSigner;
  rateLimiter: RateLimiter;
  /** config.lookupHitsPerAddress */
  hitsPerAddress: number;
}

/**
 * Every lookup has already counted against the caller's address (lookupAddressLimit). A miss counts
 * against the company-wide miss limit, so while strangers exhaust it guessing, a customer with a right
 * number is still answered (issue 13 item 5b). An unknown NIT and an unknown number are the same miss,
 * the same 404 and, once too many, the same 429. A hit counts too, per address and per company, over
 * ten minutes (issue 23 item 6: four addresses walked 120 manifests in a second): ADR 0010.
 */
export async function searchCustomerDocument(
  deps: LookupDeps,
  input: TSearchCustomerDocumentRequest,
  caller: { address: string },
): Promise<TSearchCustomerDocumentResponse> {
  const { statement, params } = lookupStatement(input);
  const rows = await statement.rows(deps.db, params);
  if (rows.length === 0) {
    await throttle(deps.rateLimiter, lookupMissLimit(params.nit));
    throw new AppError(404, MSG.lookupNothingFound);
  }
  await throttle(
    deps.rateLimiter,
    lookupHitAddressLimit(caller.address, deps.hitsPerAddress),
    lookupHitCompanyLimit(params.nit),
  );

  const privacy = lookupPrivacyOf(rows[0]?.lookup_privacy);
  const proof = { byCustomerDocument: input.tipo_campo, sucursal: input.sucursal };
  const first = rows[0] as LookupRow;
  const empresa = { nombre: first.empresa_nombre, logo_url: first.empresa_logo };
  const all = rows.map(({ lookup_privacy: _p, empresa_nombre: _n, empresa_logo: _l, ...row }) =>
    applyLookupPrivacy(toLookupRecord(toConsignmentDetail(row, deps.urlSigner)), privacy, proof),
  );
  const branches = new Map<number, string>();
  for (const r of all) branches.set(r.sucursal_id, r.remesa_sucursal);
  const sucursales = [...branches]
    .map(([id, nombre]) => ({ id, nombre }))
    .sort((a, b) => byName(a.nombre, b.nombre));

  let data = all;
  if (input.sucursal !== undefined) {
    if (!branches.has(input.sucursal)) throw new AppError(422, MSG.lookupBranchUnknown);
    data = all.filter((r) => r.sucursal_id === input.sucursal);
  } else if (sucursales.length > 1) {
    data = []; // several branches: the client asks which one (spec §2.6 branch dialog)
  }
  return { empresa, data, data_total: all, sucursales, estados: EVENT_CATALOGUE };
}
