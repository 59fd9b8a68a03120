import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import type { Db } from '../../db/database';
import { customers, generators } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';

// Shared by the configuration API tests: a caller that posts the spec's calls with its session cookie.

export async function callerFor(app: App, email: string) {
  const { token } = await loginAs(app, email);
  return (url: string, payload: unknown = {}, method: 'POST' | 'GET' | 'PUT' | 'DELETE' = 'POST') =>
    app.inject({
      method,
      url: `/api/${url}`,
      payload: method === 'GET' ? undefined : (payload as object),
      ...withCookie(token),
    });
}

export async function customerIdOf(db: Db, nit: string): Promise<number> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.nit, nit));
  if (!row) throw new Error(`no customer ${nit}`);
  return row.id;
}

/** Generators the ERP would have created: NIT `${prefix}${n}`, names sorted by n. */
export async function addGenerators(db: Db, customerId: number, prefix: string, howMany: number) {
  await db.insert(generators).values(
    Array.from({ length: howMany }, (_, i) => ({
      customerId,
      nit: `${prefix}${String(i + 1).padStart(3, '0')}`,
      razonSocial: `Generador ${prefix} ${String(i + 1).padStart(3, '0')}`,
    })),
  );
}

export const DEMO_NIT = { transporte: '900123456', transporte2: '901777888', sinApp: '900777111' };

/** An event to save; 11 (ENTREGA EXITOSA) asks for the delivery confirmation. */
export const ev = (
  id_events: number,
  sequence: number,
  photo_numbers = 1,
  photo_required = 0,
  time = 10,
) => ({
  id_events,
  sequence,
  photo_numbers,
  photo_required,
  time,
  confirmation: id_events === 11,
});
