import multipart from '@fastify/multipart';
import {
  INVOICE_ATTACHMENT_MAX_BYTES,
  MSG,
  ZAnnulInvoiceRequest,
  ZAnnulInvoiceResponse,
  ZInvoiceAttachmentResponse,
  ZInvoiceBatchRequest,
  ZInvoiceBatchResponse,
  ZInvoiceNumberParams,
  ZPaymentBatchRequest,
  ZPaymentBatchResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/read-multipart';
import { errorResponses } from '../../lib/schemas';
import { toValidationBody } from '../../plugins/errors';
import { integrationOf } from '../integration/authenticate-api-key';
import { annulInvoice } from './annul-invoice';
import { attachInvoiceFiles } from './invoice-attachments';
import { recordPayments } from './record-payments';
import { upsertInvoices } from './upsert-invoices';

const tags = ['Integración ERP: cartera'];

// Invoices and payments from the ERP (issue 25 §1), under /api/v1/integracion with the company's API key.
export const carteraIntegrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const batchInvalid = (request: { validationError?: { validation: unknown } }) => {
    if (!request.validationError) return;
    const { errors } = toValidationBody(
      request.validationError.validation as Parameters<typeof toValidationBody>[0],
      'body',
    );
    throw new AppError(422, MSG.carteraBatchInvalid, { errors });
  };

  app.post(
    '/facturas',
    {
      bodyLimit: 8 * 1024 * 1024,
      attachValidation: true,
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Cargar o corregir facturas electrónicas (idempotente por número, todo o nada)',
        description:
          'Hasta 500 facturas por lote. Reenviar la misma factura no cambia nada; una factura sin pagos ni anulación se reemplaza con los datos nuevos. total = subtotal + iva + otros_impuestos; el saldo a cobrar es total − retenciones. Con un error no se guarda nada: 422 con errores por ruta (facturas.3.cufe).',
        body: ZInvoiceBatchRequest,
        response: { 200: ZInvoiceBatchResponse, ...errorResponses(401, 413, 422, 429) },
      },
    },
    async (request) => {
      batchInvalid(request);
      const { customerId } = integrationOf(request);
      return app.db.transaction((tx) =>
        upsertInvoices(tx, customerId, request.body.facturas, app.clock.now()),
      );
    },
  );

  app.post(
    '/pagos',
    {
      attachValidation: true,
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Aplicar pagos y notas crédito a facturas (idempotente por referencia, todo o nada)',
        description:
          'Hasta 500 por lote. Un pago mayor que el saldo de su factura se rechaza (422 con el saldo); reenviar la misma referencia con los mismos datos no cambia nada.',
        body: ZPaymentBatchRequest,
        response: { 200: ZPaymentBatchResponse, ...errorResponses(401, 413, 422, 429) },
      },
    },
    async (request) => {
      batchInvalid(request);
      const { customerId } = integrationOf(request);
      return app.db.transaction((tx) => recordPayments(tx, customerId, request.body.pagos));
    },
  );

  app.post(
    '/facturas/:numero/anulacion',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Anular una factura sin pagos (sale de la cartera desde hoy)',
        params: ZInvoiceNumberParams,
        body: ZAnnulInvoiceRequest,
        response: { 200: ZAnnulInvoiceResponse, ...errorResponses(401, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { customerId } = integrationOf(request);
      return app.db.transaction((tx) =>
        annulInvoice(tx, customerId, request.params.numero, request.body.motivo, app.clock.now()),
      );
    },
  );

  app.post(
    '/facturas/:numero/adjuntos',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Adjuntar el PDF y/o el XML de una factura (multipart: campos pdf y xml)',
        description:
          'multipart/form-data con los archivos pdf (un PDF) y/o xml (el XML de la factura electrónica, bien formado y con su CUFE), de hasta 5 MB cada uno. Se revisa el contenido, no el nombre. Volver a enviarlos reemplaza los anteriores.',
        params: ZInvoiceNumberParams,
        response: { 200: ZInvoiceAttachmentResponse, ...errorResponses(401, 404, 413, 422, 429) },
      },
    },
    async (request) => {
      const { customerId } = integrationOf(request);
      const { files } = await readMultipart(request, {
        maxFileBytes: INVOICE_ATTACHMENT_MAX_BYTES,
        maxFiles: 2,
        fileFields: ['pdf', 'xml'],
        messages: { fileTooLarge: MSG.carteraAttachmentTooLarge },
      });
      return attachInvoiceFiles(
        { db: app.db, storage: app.storage, now: app.clock.now() },
        customerId,
        request.params.numero,
        files,
      );
    },
  );
};
