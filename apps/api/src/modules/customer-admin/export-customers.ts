import { RECORD_STATUS_LABEL, REPORT_CONTENT_TYPES, ROLE, type TRecordStatus } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ReportFile } from '../reports/export-synced-movements';
import { bogotaDateTimeSql } from '../reports/report-dates';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';
import { type CustomerFilter, customerConditions } from './find-customers';

// /super-administrador/clientes (issue 26 §7): the whole filtered list of companies as xlsx or csv.

interface Row {
  id: number;
  nit: string;
  check_digit: number;
  razon_social: string;
  kind: 'transporte' | 'especiales';
  status: TRecordStatus;
  has_mobile_app: boolean;
  created_at: string;
  admin: string | null;
  usuarios: number | string;
}

/** The administrator's role by company kind (adminRoleOf), as SQL over `customers`. */
const ADMIN_ROLE = sql.raw(
  `(case customers.kind when 'transporte' then ${ROLE.empresaTransporte} else ${ROLE.especiales} end)`,
);
const KIND = { transporte: 'Empresa de transporte', especiales: 'Servicios especiales' } as const;
const HEADER = [
  'NIT',
  'Razón social',
  'Tipo',
  'Estado',
  'App móvil',
  'Administrador',
  'Usuarios',
  'Registrada',
];

export function exportCustomers(
  db: Db,
  filter: Omit<CustomerFilter, 'page' | 'perPage'>,
  formato: 'xlsx' | 'csv',
): ReportFile {
  const conditions = customerConditions(filter);
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  // The administrator: the company's oldest user role of its kind's role (findCustomerAdmins' rule).
  const batches = reportBatches<Row>(
    db,
    (afterId, limit) => sql`
      select customers.id, customers.nit, customers.check_digit, customers.razon_social, customers.kind,
        customers.status, customers.has_mobile_app, ${bogotaDateTimeSql(sql`customers.created_at`)} as created_at,
        (select u.email from user_roles ur join users u on u.id = ur.user_id
          where ur.customer_id = customers.id
            and ur.role_id = ${ADMIN_ROLE}
          order by ur.id limit 1) as admin,
        (select count(*) from user_roles ur where ur.customer_id = customers.id) as usuarios
      from customers
      where ${where} and customers.id > ${afterId}
      order by customers.id limit ${limit}`,
  );
  async function* cells() {
    for await (const rows of batches) {
      yield rows.map((r): Cell[] => [
        `${r.nit}-${r.check_digit}`,
        r.razon_social,
        KIND[r.kind],
        RECORD_STATUS_LABEL[r.status],
        r.has_mobile_app ? 'Sí' : 'No',
        r.admin ?? '',
        Number(r.usuarios),
        r.created_at,
      ]);
    }
  }
  return {
    fileName: `Clientes.${formato}`,
    contentType: REPORT_CONTENT_TYPES[formato],
    stream: streamSpreadsheet(formato, 'Clientes', HEADER, cells()),
  };
}
