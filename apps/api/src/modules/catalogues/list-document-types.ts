import type { TDocumentType } from '@trazo/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentTypes } from '../../db/schema';

/** GET /tipos_documento (ours): spec §3 document types, in the spec's order. */
export function listDocumentTypes(db: Db): Promise<TDocumentType[]> {
  return db
    .select({ id: documentTypes.id, code: documentTypes.code, descripcion: documentTypes.descripcion })
    .from(documentTypes)
    .orderBy(asc(documentTypes.id));
}
