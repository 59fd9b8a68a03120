import { RECORD_STATUS_LABEL, REPORT_CONTENT_TYPES, type TRecordStatus } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ReportFile } from '../reports/export-synced-movements';
import { bogotaDateTimeSql } from '../reports/report-dates';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';
import { type UserRoleFilter, userRoleConditions } from './find-user-roles';

// The users lists (company and super-administrator, issue 26 §7): the whole filtered list as xlsx or csv.

interface Row {
  id: number;
  email: string;
  nombre: string;
  phone: string | null;
  role: string;
  empresa: string | null;
  verificado: boolean;
  status: TRecordStatus;
  created_at: string;
}

const HEADER = ['Nombre', 'Correo', 'Celular', 'Rol', 'Empresa', 'Correo verificado', 'Estado', 'Registrado'];

export function exportUserRoles(
  db: Db,
  filter: Omit<UserRoleFilter, 'page' | 'perPage'>,
  formato: 'xlsx' | 'csv',
): ReportFile {
  const conditions = userRoleConditions(filter);
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const batches = reportBatches<Row>(
    db,
    (afterId, limit) => sql`
      select user_roles.id, users.email, trim(users.name || ' ' || users.last_name) as nombre, users.phone,
        roles.name as role, customers.razon_social as empresa, users.email_verified_at is not null as verificado,
        user_roles.status, ${bogotaDateTimeSql(sql`user_roles.created_at`)} as created_at
      from user_roles
      join users on users.id = user_roles.user_id
      join roles on roles.id = user_roles.role_id
      left join customers on customers.id = user_roles.customer_id
      where ${where} and user_roles.id > ${afterId}
      order by user_roles.id limit ${limit}`,
  );
  async function* cells() {
    for await (const rows of batches) {
      yield rows.map((r): Cell[] => [
        r.nombre,
        r.email,
        r.phone ?? '',
        r.role,
        r.empresa ?? '',
        r.verificado ? 'Sí' : 'No',
        RECORD_STATUS_LABEL[r.status],
        r.created_at,
      ]);
    }
  }
  return {
    fileName: `Usuarios.${formato}`,
    contentType: REPORT_CONTENT_TYPES[formato],
    stream: streamSpreadsheet(formato, 'Usuarios', HEADER, cells()),
  };
}
