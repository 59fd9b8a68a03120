import { randomBytes } from 'node:crypto';
import { buildFuecNumber, CONVENIO_TYPE_LABELS, MSG } from '@trazo/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  customers,
  drivers,
  especialContracts,
  especialServices,
  fleetDocuments,
  fuecSettings,
  fuecs,
  vehicles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bogotaDay } from '../../lib/bogota-day';
import { uniqueViolation } from '../../lib/pg-errors';
import { dayMonthYear } from '../fleet/document-state';
import { findBlockingDocuments } from '../fleet/find-blocking-documents';
import type { FuecSnapshot } from './fuec-snapshot';

// Issuing a FUEC (issue 24 item 5): the contract must be in force for the whole validity and every
// vehicle and driver document valid through its end (findBlockingDocuments); the consecutive is taken
// with the contract's row locked, so parallel issues get distinct ones; the printed data is frozen.

export interface IssueFuecInput {
  customerId: number;
  contractId: number;
  vehicleId: number;
  driverIds: number[];
  startDate: string;
  endDate: string;
  route: string;
  /** The programmed service it is issued for (issue 24 item 3), when one. */
  serviceId?: number | null;
  /** The annulled FUEC this one replaces (reissue). */
  replacesId?: number | null;
}

export interface IssuedFuec {
  id: number;
  number: string;
  token: string;
}

const MAX_FOUR_DIGITS = 9999;

async function snapshotParts(db: Db, input: IssueFuecInput) {
  const [settings] = await db
    .select()
    .from(fuecSettings)
    .where(eq(fuecSettings.customerId, input.customerId));
  if (!settings) throw new AppError(409, MSG.fuecSettingsMissing);
  const [operator] = await db
    .select({ razonSocial: customers.razonSocial, nit: customers.nit, dv: customers.checkDigit })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const [contract] = await db
    .select()
    .from(especialContracts)
    .where(
      and(eq(especialContracts.id, input.contractId), eq(especialContracts.customerId, input.customerId)),
    );
  if (!operator || !contract) throw new AppError(404, MSG.fuecContractNotFound);
  const [vehicle] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.customerId, input.customerId)));
  if (!vehicle) throw new AppError(404, MSG.fleetVehicleNotFound);
  const people = await db
    .select()
    .from(drivers)
    .where(and(inArray(drivers.id, input.driverIds), eq(drivers.customerId, input.customerId)));
  if (people.length !== new Set(input.driverIds).size) throw new AppError(404, MSG.fleetDriverNotFound);
  if (input.serviceId) {
    const [service] = await db
      .select({ id: especialServices.id })
      .from(especialServices)
      .where(
        and(eq(especialServices.id, input.serviceId), eq(especialServices.customerId, input.customerId)),
      );
    if (!service) throw new AppError(404, MSG.espSvcNotFound);
  }
  return { settings, operator, contract, vehicle, people };
}

function assertContractInForce(contract: typeof especialContracts.$inferSelect, input: IssueFuecInput): void {
  const n = `El contrato N.º ${contract.number}`;
  if (!contract.isActive) throw new AppError(409, `${n} está inactivo.`);
  if (input.startDate < contract.startDate || input.endDate > contract.endDate) {
    throw new AppError(
      409,
      `${n} no está vigente del ${dayMonthYear(input.startDate)} al ${dayMonthYear(input.endDate)}: rige del ${dayMonthYear(contract.startDate)} al ${dayMonthYear(contract.endDate)}.`,
    );
  }
  if (contract.number > MAX_FOUR_DIGITS) throw new AppError(409, MSG.fuecContractNumberTooLarge);
}

export async function issueFuec(deps: { db: Db; now: Date }, input: IssueFuecInput): Promise<IssuedFuec> {
  const { db } = deps;
  const { settings, operator, contract, vehicle, people } = await snapshotParts(db, input);
  assertContractInForce(contract, input);
  const blocking = await findBlockingDocuments(db, {
    customerId: input.customerId,
    vehicleId: input.vehicleId,
    driverIds: input.driverIds,
    from: input.startDate,
    until: input.endDate,
  });
  if (blocking.length > 0) {
    throw new AppError(409, blocking.map((b) => b.message).join(' '), {
      errors: { documentos: blocking.map((b) => b.message) },
    });
  }
  const docs = await db
    .select()
    .from(fleetDocuments)
    .where(
      and(
        eq(fleetDocuments.customerId, input.customerId),
        sql`(${fleetDocuments.vehicleId} = ${vehicle.id} or ${inArray(fleetDocuments.driverId, input.driverIds)})`,
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  const issueDay = bogotaDay(deps.now);
  const token = randomBytes(32).toString('base64url');

  try {
    return await db.transaction(async (tx) => {
      // The row lock of this update serialises issues on one contract: each sees the last one's number.
      const [taken] = await tx
        .update(especialContracts)
        .set({ lastFuecConsecutive: sql`${especialContracts.lastFuecConsecutive} + 1` })
        .where(eq(especialContracts.id, contract.id))
        .returning({ consecutive: especialContracts.lastFuecConsecutive });
      if (!taken || taken.consecutive > MAX_FOUR_DIGITS)
        throw new AppError(409, MSG.fuecConsecutiveExhausted);
      const number = buildFuecNumber({
        territorialCode: settings.territorialCode,
        resolutionNumber: settings.resolutionNumber,
        resolutionYear: settings.resolutionYear,
        issueYear: Number(issueDay.slice(0, 4)),
        contractNumber: contract.number,
        consecutive: taken.consecutive,
      });
      const snapshot: FuecSnapshot = {
        number,
        issuedAt: issueDay,
        startDate: input.startDate,
        endDate: input.endDate,
        route: input.route,
        operator: {
          razonSocial: operator.razonSocial,
          nit: `${operator.nit}-${operator.dv}`,
          address: settings.address,
          phone: settings.phone,
          email: settings.email,
          legalRepName: settings.legalRepName,
          signatureFileId: settings.signatureFileId,
        },
        contract: {
          number: contract.number,
          clientName: contract.clientName,
          clientNit: `${contract.clientNit}-${contract.clientDv}`,
          objeto: contract.objeto,
          type: contract.type,
          convenio: contract.convenioType ? CONVENIO_TYPE_LABELS[contract.convenioType] : '',
          partnerName: contract.partnerName,
          partnerNit: contract.partnerNit,
          responsibleName: contract.responsibleName,
          responsibleDocument: contract.responsibleDocument,
          responsiblePhone: contract.responsiblePhone,
          responsibleAddress: contract.responsibleAddress,
        },
        vehicle: {
          placa: vehicle.placa,
          modelo: vehicle.modelo,
          marca: vehicle.marca,
          clase: vehicle.clase,
          numeroInterno: vehicle.numeroInterno,
          tarjetaOperacion:
            docs.find((x) => x.vehicleId === vehicle.id && x.kind === 'tarjeta_operacion')?.number ?? '',
        },
        drivers: input.driverIds.map((id) => {
          const person = byId.get(id);
          const licence = docs.find((x) => x.driverId === id && x.kind === 'licencia');
          return {
            nombre: person?.nombre ?? '',
            documento: person?.documento ?? '',
            licencia: licence ? `${licence.number}${licence.category ? ` (${licence.category})` : ''}` : '',
            licenciaVence: licence?.expiresOn ?? '',
          };
        }),
      };
      const [row] = await tx
        .insert(fuecs)
        .values({
          customerId: input.customerId,
          contractId: contract.id,
          vehicleId: vehicle.id,
          serviceId: input.serviceId ?? null,
          number,
          consecutive: taken.consecutive,
          startDate: input.startDate,
          endDate: input.endDate,
          route: input.route,
          driverIds: input.driverIds,
          replacesId: input.replacesId ?? null,
          token,
          snapshot,
          issuedAt: deps.now,
        })
        .returning({ id: fuecs.id });
      if (!row) throw new Error('fuec insert returned no row');
      return { id: row.id, number, token };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'fuecs_replaces') throw new AppError(409, MSG.fuecAlreadyReissued);
    throw error;
  }
}
