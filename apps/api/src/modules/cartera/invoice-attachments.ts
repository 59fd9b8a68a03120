import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MSG, type TInvoiceAttachmentKind, type TInvoiceAttachmentResponse } from '@trazo/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { type Db, queryRows } from '../../db/database';
import { invoices, storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/read-multipart';
import type { FileStorage } from '../../storage/file-storage';
import type { CarteraScope } from './cartera-scope';
import { scopeCondition } from './open-balances';

// The invoice's PDF and XML (issue 25 §1), as delivery documents are kept: the bytes in the storage, a
// stored_files row, the invoice pointing at it. Content is checked, never the name or declared type: the
// PDF by its %PDF- signature, the XML by parsing it (well-formed) and finding the invoice's own CUFE in it.

const CONTENT_TYPES: Record<TInvoiceAttachmentKind, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
};

/** Well-formed XML (a strict SAX parse to the end) whose text or attributes contain `cufe`. */
export function isInvoiceXml(bytes: Buffer, cufe: string): boolean {
  const wanted = cufe.toLowerCase();
  let found = false;
  let root = false;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    root = true;
    if (!found) {
      for (const value of Object.values(tag.attributes)) {
        if (String(value).toLowerCase().includes(wanted)) found = true;
      }
    }
  });
  parser.on('text', (text) => {
    if (!found && text.toLowerCase().includes(wanted)) found = true;
  });
  try {
    parser.write(bytes.toString('utf8')).close();
  } catch {
    return false;
  }
  return root && found;
}

function check(kind: TInvoiceAttachmentKind, file: UploadedFile, cufe: string): void {
  const ok = kind === 'pdf' ? file.contentType === 'application/pdf' : isInvoiceXml(file.bytes, cufe);
  if (!ok) {
    const message = kind === 'pdf' ? MSG.carteraAttachmentNotPdf : MSG.carteraAttachmentNotXml;
    throw new AppError(422, message, { errors: { [kind]: [message] } });
  }
}

/**
 * Attaches (or replaces) the PDF and/or XML of the company's invoice `numero`. All checks before any
 * write; the previous files are removed once the invoice points at the new ones.
 */
export async function attachInvoiceFiles(
  deps: { db: Db; storage: FileStorage; now: Date },
  customerId: number,
  numero: string,
  files: UploadedFile[],
): Promise<TInvoiceAttachmentResponse> {
  const { db, storage } = deps;
  const [invoice] = await db
    .select({ id: invoices.id, numero: invoices.numero, cufe: invoices.cufe })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.numero, numero.toUpperCase())));
  if (!invoice) throw new AppError(404, MSG.carteraInvoiceUnknown);
  if (files.length === 0) throw new AppError(422, MSG.fileRequired, { errors: { pdf: [MSG.fileRequired] } });
  const byKind = new Map<TInvoiceAttachmentKind, UploadedFile>();
  for (const file of files) {
    const kind = file.field as TInvoiceAttachmentKind;
    check(kind, file, invoice.cufe);
    byKind.set(kind, file);
  }

  const stored = [...byKind].map(([kind, file]) => {
    const id = randomUUID();
    return {
      kind,
      file,
      row: {
        id,
        customerId,
        storageKey: `facturas/${customerId}/${id}.${kind}`,
        contentType: CONTENT_TYPES[kind],
        sizeBytes: file.bytes.length,
        originalName: `${invoice.numero.replace(/[^A-Za-z0-9_-]+/g, '-')}.${kind}`,
        createdAt: deps.now,
      },
    };
  });
  for (const s of stored) await storage.put(s.row.storageKey, s.file.bytes);
  const dropped = await db
    .transaction(async (tx) => {
      const [previous] = await tx
        .select({ pdf: invoices.pdfFileId, xml: invoices.xmlFileId })
        .from(invoices)
        .where(eq(invoices.id, invoice.id))
        .for('update');
      await tx.insert(storedFiles).values(stored.map((s) => s.row));
      const set: { pdfFileId?: string; xmlFileId?: string } = {};
      const oldIds: string[] = [];
      for (const s of stored) {
        if (s.kind === 'pdf') set.pdfFileId = s.row.id;
        else set.xmlFileId = s.row.id;
        const old = previous?.[s.kind];
        if (old) oldIds.push(old);
      }
      await tx.update(invoices).set(set).where(eq(invoices.id, invoice.id));
      if (oldIds.length === 0) return [];
      return tx
        .delete(storedFiles)
        .where(inArray(storedFiles.id, oldIds))
        .returning({ key: storedFiles.storageKey });
    })
    .catch(async (error: unknown) => {
      for (const s of stored) await storage.delete(s.row.storageKey);
      throw error;
    });
  for (const d of dropped) await storage.delete(d.key);
  const [now] = await db
    .select({ pdf: invoices.pdfFileId, xml: invoices.xmlFileId })
    .from(invoices)
    .where(eq(invoices.id, invoice.id));
  return { numero: invoice.numero, pdf: Boolean(now?.pdf), xml: Boolean(now?.xml) };
}

/** The PDF or XML of an invoice in the caller's scope, as a stream; 404 when there is none. */
export async function openInvoiceFile(
  db: Db,
  storage: FileStorage,
  scope: CarteraScope,
  id: number,
  kind: TInvoiceAttachmentKind,
): Promise<{ stream: Readable; contentType: string; fileName: string }> {
  const column = kind === 'pdf' ? sql`i.pdf_file_id` : sql`i.xml_file_id`;
  const [row] = await queryRows<{ key: string | null; name: string | null; type: string | null }>(
    db,
    sql`select f.storage_key as key, f.original_name as name, f.content_type as type
      from invoices i left join stored_files f on f.id = ${column}
      where i.id = ${id} and ${scopeCondition(scope)}`,
  );
  if (!row) throw new AppError(404, MSG.carteraInvoiceUnknown);
  if (!row.key || !row.name || !row.type) throw new AppError(404, MSG.carteraAttachmentMissing);
  const stream = await storage.get(row.key);
  if (!stream) throw new AppError(404, MSG.carteraAttachmentMissing);
  return { stream, contentType: row.type, fileName: row.name };
}
