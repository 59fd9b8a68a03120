import { MSG } from '@trazo/shared';
import { count, eq } from 'drizzle-orm';
import { nextContractNumber } from '../../modules/especiales/next-contract-number';
import { placeKey } from '../../modules/especiales/places';
import { bogotaDay } from '../../modules/reports/report-dates';
import type { Db } from '../database';
import { especialContracts, especialCostCentres, especialPlaces, especialStaff } from '../schema';
import { DEMO_CLIENTS, DEMO_COST_CENTRES, DEMO_PLACES, DEMO_STAFF } from './demo-especiales-data';

// Especiales Demo S.A.S.'s masters and contracts (issue 24 item 9), once: a database whose operator already
// has contracts is left as it is.

export async function seedDemoEspeciales(db: Db, customerId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(especialContracts)
    .where(eq(especialContracts.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;

  const centres = await db
    .insert(especialCostCentres)
    .values(
      DEMO_COST_CENTRES.map((c) => ({
        customerId,
        clientNit: DEMO_CLIENTS[c.client].nit,
        clientDv: DEMO_CLIENTS[c.client].dv,
        clientName: DEMO_CLIENTS[c.client].name,
        code: c.code,
        name: c.name,
        monthlyBudgetCop: c.budget,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: especialCostCentres.id });
  const places = await db
    .insert(especialPlaces)
    .values(
      DEMO_PLACES.map(([name, address, zoneId, latitude, longitude, aliases]) => ({
        customerId,
        name,
        nameKey: placeKey(name),
        address,
        zoneId,
        latitude,
        longitude,
        aliases: aliases.join('\n'),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: especialPlaces.id });
  const year = bogotaDay(now).slice(0, 4);
  await db
    .insert(especialStaff)
    .values(
      DEMO_STAFF.map((s) => ({
        customerId,
        documentTypeId: s.documentTypeId,
        documentNumber: s.documentNumber,
        firstNames: s.firstNames,
        lastNames: s.lastNames,
        phone: s.phone,
        email: s.email,
        costCentreId: centres[s.centreIndex]?.id ?? null,
        pickupPlaceId: places[s.placeIndex]?.id ?? null,
        consentDate: s.hasConsent ? `${year}-01-15` : null,
        consentText: s.hasConsent ? (MSG.espConsentText as string) : null,
      })),
    )
    .onConflictDoNothing();

  const contracts = [
    {
      client: DEMO_CLIENTS.banco,
      objeto: 'Transporte empresarial de funcionarios entre sus residencias y las sedes del banco',
      type: 'empresarial' as const,
      route: '',
      zoneIds: [11001, 25175, 25126, 25754, 25286],
      responsible: ['Carlos Andrés Díaz Ruiz', '79555123', '6013320032', 'Cl 36 # 7-47, Bogotá'],
    },
    {
      client: DEMO_CLIENTS.colegio,
      objeto: 'Transporte escolar de estudiantes de primaria y bachillerato',
      type: 'escolar' as const,
      route: 'Bogotá – Chía – Cajicá',
      zoneIds: [],
      responsible: ['Marcela Uribe Lozano', '52444789', '6016764000', 'Cl 227 # 45-60, Bogotá'],
    },
  ];
  for (const c of contracts) {
    const number = await nextContractNumber(db, customerId);
    const [name, document, phone, address] = c.responsible as [string, string, string, string];
    await db.insert(especialContracts).values({
      customerId,
      number,
      clientNit: c.client.nit,
      clientDv: c.client.dv,
      clientName: c.client.name,
      objeto: c.objeto,
      type: c.type,
      startDate: `${year}-01-01`,
      // Through the end of next year: a demo seeded in December must still program next month's services
      // (a contract ending on 31 December refused them, and the e2e services spec with them).
      endDate: `${Number(year) + 1}-12-31`,
      route: c.route,
      zoneIds: c.zoneIds,
      responsibleName: name,
      responsibleDocument: document,
      responsiblePhone: phone,
      responsibleAddress: address,
    });
  }
}
