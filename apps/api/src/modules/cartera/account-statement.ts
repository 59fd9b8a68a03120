import { bogotaDay, formatPesos, MSG, ROLE } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, generators, userRoleGenerators, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { findAgingEdges } from './aging-settings';
import { findAging } from './find-aging';
import { findInvoices } from './find-invoices';
import { renderStatementPdf } from './statement-pdf';

/** More open invoices than a statement lists (the rest is in the xlsx export). */
const STATEMENT_MAX_INVOICES = 500;

interface StatementRequest {
  customerId: number;
  generatorId: number;
  corte?: string;
  now: Date;
}

/** One generator's account statement as a PDF (issue 25 §2), for a download or an e-mail. */
export async function buildStatement(db: Db, request: StatementRequest) {
  const [parties] = await db
    .select({
      companyName: customers.razonSocial,
      companyNit: customers.nit,
      generatorName: generators.razonSocial,
      generatorNit: generators.nit,
    })
    .from(generators)
    .innerJoin(customers, eq(customers.id, generators.customerId))
    .where(and(eq(generators.id, request.generatorId), eq(generators.customerId, request.customerId)));
  if (!parties) throw new AppError(404, MSG.carteraGeneratorUnknown);
  const corte = request.corte ?? bogotaDay(request.now.toISOString());
  const edges = await findAgingEdges(db, request.customerId);
  const scope = { pairs: [{ customerId: request.customerId, generatorId: request.generatorId }] };
  const aging = await findAging(db, scope, corte, edges);
  const invoices = await findInvoices(db, scope, { corte, edges, con_saldo: '1' }, 1, STATEMENT_MAX_INVOICES);
  const pdf = await renderStatementPdf({
    company: { razonSocial: parties.companyName, nit: parties.companyNit },
    generator: { razonSocial: parties.generatorName, nit: parties.generatorNit },
    corte,
    aging,
    invoices: invoices.data,
    issuedAt: bogotaDay(request.now.toISOString()),
  });
  return {
    pdf,
    fileName: `Estado de cuenta ${parties.generatorName} ${corte}.pdf`,
    corte,
    total: aging.total,
    parties,
  };
}

/** The e-mails of the generator's active users at this company: the statement's usual recipients. */
export async function suggestedRecipients(
  db: Db,
  customerId: number,
  generatorId: number,
): Promise<string[]> {
  const [generator] = await db
    .select({ nit: generators.nit })
    .from(generators)
    .where(and(eq(generators.id, generatorId), eq(generators.customerId, customerId)));
  if (!generator) throw new AppError(404, MSG.carteraGeneratorUnknown);
  const rows = await db
    .select({ email: users.email, assigned: userRoleGenerators.generatorId, nit: userRoles.companyNit })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(userRoleGenerators, eq(userRoleGenerators.userRoleId, userRoles.id))
    .where(
      and(
        eq(userRoles.customerId, customerId),
        eq(userRoles.roleId, ROLE.generador),
        eq(userRoles.status, 'active'),
      ),
    );
  return rows
    .filter((r) => (r.assigned ?? null) === generatorId || (r.assigned === null && r.nit === generator.nit))
    .map((r) => r.email)
    .sort();
}

/** Queues the statement to each recipient through the outbox, the PDF attached. */
export async function sendStatement(db: Db, request: StatementRequest & { recipients: string[] }) {
  const statement = await buildStatement(db, request);
  const { parties } = statement;
  const subject = `${MSG.carteraStatementSubject} ${parties.companyName} · ${statement.corte}`;
  const text = [
    `Señores ${parties.generatorName}:`,
    '',
    `Adjuntamos su estado de cuenta con ${parties.companyName} a la fecha de corte ${statement.corte}.`,
    `Saldo total: ${formatPesos(statement.total)}.`,
    '',
    'Cualquier inquietud, respóndanos a este correo o comuníquese con su ejecutivo de cuenta.',
  ].join('\n');
  const html = text
    .split('\n')
    .map((line) => (line ? `<p>${line.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>` : ''))
    .join('');
  const unique = [...new Set(request.recipients.map((r) => r.toLowerCase()))];
  await db.transaction(async (tx) => {
    for (const to of unique) {
      await enqueueMail(
        tx,
        {
          kind: 'account-statement',
          to,
          subject,
          text,
          html,
          attachment: {
            fileName: statement.fileName,
            contentType: 'application/pdf',
            content: statement.pdf,
          },
        },
        request.now,
      );
    }
  });
  return unique.length;
}
