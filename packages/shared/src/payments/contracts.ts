import { z } from 'zod';
import { text } from '../common/scalars';
import { MSG } from '../messages';

// Card payments with ePayco (spec §1, §2.5 'PAGO EPAYCO COMPLETADO'; issue 5 item 4; ADR 0007).

/** A mobile-app subscription plan (configured per installation with PLANS_JSON). */
export const ZPlan = z.object({
  codigo: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  /** Months of subscription the plan buys. */
  meses: z.number().int().positive(),
  /** Total price in Colombian pesos (IVA included), whole pesos. */
  valor: z.number().int().positive(),
  moneda: z.literal('COP'),
  caracteristicas: z.array(z.string()),
});
export type TPlan = z.infer<typeof ZPlan>;

/**
 * Who processes the card: ePayco's checkout when the installation has ePayco credentials, the
 * built-in test gateway otherwise (outside production), or nobody (`no_disponible`).
 */
export const ZPaymentProvider = z.enum(['epayco', 'prueba', 'no_disponible']);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

/** GET /api/planes (public). */
export const ZPlansResponse = z.object({
  data: z.array(ZPlan),
  proveedor: ZPaymentProvider,
  /** ePayco test mode (EPAYCO_TEST) or the test gateway: no real money moves. */
  modo_prueba: z.boolean(),
  /** For a signed-in transport company (role 5): whether its mobile app is on; null for anyone else. */
  app_movil_activa: z.boolean().nullable(),
  /** For a signed-in transport company: end of its paid period (ISO), null when none is running. */
  suscripcion_hasta: z.string().nullable(),
});
export type TPlansResponse = z.infer<typeof ZPlansResponse>;

/** POST /api/pagos/checkout (signed-in transport company, role 5, for its own company). */
export const ZCheckoutRequest = z.object({
  plan: text({ error: MSG.paymentPlanRequired }).trim().min(1, MSG.paymentPlanRequired).max(40),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/**
 * What ePayco's checkout.js needs: `ePayco.checkout.configure({ key, test }).open(data)`.
 * `data.invoice` is our reference (it comes back as `x_id_invoice`).
 */
export const ZEpaycoCheckout = z.object({
  key: z.string(),
  test: z.boolean(),
  /** URL of ePayco's script (https://checkout.epayco.co/checkout.js). */
  script_url: z.string(),
  data: z.object({
    name: z.string(),
    description: z.string(),
    invoice: z.string(),
    currency: z.literal('cop'),
    amount: z.string(),
    tax_base: z.string(),
    tax: z.string(),
    country: z.literal('co'),
    lang: z.literal('es'),
    /** 'true': ePayco's standard (redirect) checkout; the web may switch to 'false' (on page). */
    external: z.enum(['true', 'false']),
    /** `${APP_URL}/respuesta-epayco` — ePayco appends `?ref_payco=…`. */
    response: z.string(),
    /** `${APP_URL}/api/pagos/epayco/confirmacion` — the webhook. */
    confirmation: z.string(),
    method_confirmation: z.literal('POST'),
    extra1: z.string(),
    email_billing: z.string(),
    name_billing: z.string(),
  }),
});
export type TEpaycoCheckout = z.infer<typeof ZEpaycoCheckout>;

const checkoutBase = {
  /** Our order reference (unique). */
  referencia: z.string(),
  valor: z.number().int(),
  moneda: z.literal('COP'),
  descripcion: z.string(),
};

/** 201: open ePayco's checkout with `epayco`, or navigate to `url` (the test gateway page). */
export const ZCheckoutResponse = z.discriminatedUnion('proveedor', [
  z.object({ ...checkoutBase, proveedor: z.literal('epayco'), epayco: ZEpaycoCheckout }),
  z.object({ ...checkoutBase, proveedor: z.literal('prueba'), url: z.string() }),
]);
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** ePayco posts text, but its JSON may carry numbers or booleans: those are read as their text. */
const field = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v), schema);

/**
 * POST /api/pagos/epayco/confirmacion — ePayco's confirmation (form-encoded or JSON). Only the fields
 * we read; ePayco sends more, which are ignored.
 */
export const ZEpaycoConfirmation = z.looseObject({
  x_ref_payco: field(text().trim().min(1).max(40)),
  x_transaction_id: field(text().trim().min(1).max(60)),
  x_amount: field(text().trim().min(1).max(20)),
  x_currency_code: field(text().trim().min(1).max(5)),
  x_signature: field(text().trim().min(1).max(128)),
  x_cod_response: field(text().trim().min(1).max(3)),
  x_id_invoice: field(text().trim().min(1).max(40)),
  x_response_reason_text: field(text().max(300).optional()),
  x_test_request: field(text().max(10).optional()),
  x_cust_id_cliente: field(text().max(40).optional()),
});
export type TEpaycoConfirmation = z.infer<typeof ZEpaycoConfirmation>;

export const ZPaymentStatus = z.enum(['aceptada', 'rechazada', 'pendiente', 'no_verificable']);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** 200 for applied confirmations and for replays that change nothing. */
export const ZConfirmationResponse = z.object({ message: z.string(), status: ZPaymentStatus });

/**
 * GET /api/pagos/estado?ref_payco=… (or ?referencia=… our reference). Public: the return page
 * `/respuesta-epayco` shows ONLY what this answers, never its own query string.
 */
export const ZPaymentStatusQuery = z.object({
  ref_payco: text().trim().max(40).optional(),
  referencia: text().trim().max(40).optional(),
});
export type TPaymentStatusQuery = z.infer<typeof ZPaymentStatusQuery>;

export const ZPaymentStatusResponse = z.object({
  /**
   * aceptada: confirmed by a correctly signed confirmation → the page may show MSG.paymentCompleted
   * ('PAGO EPAYCO COMPLETADO'); rechazada, pendiente (poll again) and no_verificable otherwise.
   */
  status: ZPaymentStatus,
  referencia: z.string().nullable(),
  ref_payco: z.string().nullable(),
  valor: z.number().int().nullable(),
  moneda: z.literal('COP').nullable(),
  plan: z.string().nullable(),
  /** The provider's reason text (e.g. 'Aprobada', 'Fondos insuficientes'), when known. */
  motivo: z.string().nullable(),
  /** When the confirmation was received (ISO). */
  fecha: z.string().nullable(),
  /** End of the mobile-app subscription this payment paid for (ISO), when accepted. */
  suscripcion_hasta: z.string().nullable(),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;
