import {
  ZDriverExpense,
  ZDriverExpenseBody,
  ZDriverExpenseInput,
  ZDriverExpenseParams,
  ZDriverExpenseTypesResponse,
  ZDriverTripMoney,
  ZDriverTripParams,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { driverSessionOf } from '../../plugins/authorization';
import { createDriverExpense, updateDriverExpense, withdrawDriverExpense } from './driver-expenses';
import { findDriverTripMoney } from './driver-trip-money';
import { listActiveExpenseTypes } from './expense-types';
import { claimReceiptPhotos } from './receipt-photos';

const tags = ['App de conductores'];
/** The drivers' device session (Bearer); no portal role applies. */
const config = { access: 'driver' as const };

// The drivers' app side of trip money (issue 11 item 3); contract in packages/shared/src/driver/expenses.ts.
export const driverMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: Parameters<typeof driverSessionOf>[0]) => {
    const session = driverSessionOf(request);
    return { customerId: session.customerId, driverId: session.driverId };
  };
  const deps = { db: app.db, resolvePhotos: claimReceiptPhotos };

  app.get(
    '/conductor/gastos/tipos',
    {
      config,
      schema: {
        tags,
        summary: 'Tipos de gasto activos de la empresa del conductor',
        response: { 200: ZDriverExpenseTypesResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const types = await listActiveExpenseTypes(app.db, scopeOf(request).customerId);
      return { data: types.map(({ active: _active, ...t }) => t) };
    },
  );

  app.get(
    '/conductor/viajes/:id/dinero',
    {
      config,
      schema: {
        tags,
        summary: 'Anticipos, gastos y saldo de un viaje del conductor',
        params: ZDriverTripParams,
        response: { 200: ZDriverTripMoney, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => findDriverTripMoney(app.db, scopeOf(request), request.params.id),
  );

  app.post(
    '/conductor/gastos',
    {
      config,
      schema: {
        tags,
        summary: 'Registrar un gasto con sus fotos de recibo (idempotente por clientId)',
        body: ZDriverExpenseInput,
        response: {
          200: ZDriverExpense,
          201: ZDriverExpense,
          ...errorResponses(401, 404, 409, 422, 424, 425),
        },
      },
    },
    async (request, reply) => {
      const { expense, created } = await createDriverExpense(
        deps,
        scopeOf(request),
        request.body,
        app.clock.now(),
      );
      return reply.code(created ? 201 : 200).send(expense);
    },
  );

  app.put(
    '/conductor/gastos/:clientId',
    {
      config,
      schema: {
        tags,
        summary: 'Corregir un gasto que la empresa aún no ha revisado',
        params: ZDriverExpenseParams,
        body: ZDriverExpenseBody,
        response: { 200: ZDriverExpense, ...errorResponses(401, 404, 409, 422, 424, 425) },
      },
    },
    async (request) =>
      updateDriverExpense(deps, scopeOf(request), request.params.clientId, request.body, app.clock.now()),
  );

  app.delete(
    '/conductor/gastos/:clientId',
    {
      config,
      schema: {
        tags,
        summary: 'Retirar un gasto que la empresa aún no ha revisado',
        params: ZDriverExpenseParams,
        response: { 200: ZDriverExpense, ...errorResponses(401, 404, 422, 424) },
      },
    },
    async (request) =>
      withdrawDriverExpense(deps, scopeOf(request), request.params.clientId, app.clock.now()),
  );
};
