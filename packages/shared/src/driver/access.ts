import { z } from 'zod';
import { id, text } from '../common/scalars';
import { MSG } from '../messages';

// Contract of the drivers' app sign-in (issue 10 item 2; /work DRIVER-DESIGN "Server seams"). The app sends
// `Authorization: Bearer <token>` on every /api/conductor/... call; the token is a device session, never a
// portal session. The server answers 401 `MSG.unauthenticated` for a missing/revoked/expired token.

/** How a document number is compared at sign-in: spaces and dots dropped ("1.010.101.010" = "1010101010"). */
export function normalizeDriverDocument(value: string): string {
  return value.replace(/[\s.]/g, '').toUpperCase();
}

export const ZDriverSignInRequest = z.object({
  documento: text({ error: MSG.driverDocumentRequired })
    .max(40, MSG.driverInvalidCredentials)
    .transform(normalizeDriverDocument)
    .pipe(z.string().min(1, MSG.driverDocumentRequired).max(20, MSG.driverInvalidCredentials)),
  // Not text(): a password is compared, never shown; only its length is bounded (hashing cost).
  password: z
    .string({ error: MSG.driverPasswordRequired })
    .min(1, MSG.driverPasswordRequired)
    .max(128, MSG.driverInvalidCredentials),
  /** The company chosen after a `chooseCompany` answer; absent on the first try. */
  customerId: id().optional(),
  /** What the device is (shown to the company), e.g. "Android · Chrome". */
  deviceLabel: text().trim().max(120).optional(),
});
export type TDriverSignInRequest = z.input<typeof ZDriverSignInRequest>;

export const ZDriverCompany = z.object({
  customerId: z.number().int(),
  razonSocial: z.string(),
  nit: z.string(),
});
export type TDriverCompany = z.infer<typeof ZDriverCompany>;

export const ZDriverIdentity = z.object({
  id: z.number().int(),
  documento: z.string(),
  nombre: z.string(),
  telefono: z.string(),
});
export type TDriverIdentity = z.infer<typeof ZDriverIdentity>;

/** Who is signed in on this device (GET /api/conductor/sesion, and the sign-in's success). */
export const ZDriverSessionView = z.object({
  driver: ZDriverIdentity,
  company: ZDriverCompany,
  /** ISO instant the device session ends at the latest (it also ends after DRIVER_SESSION idle days). */
  expiresAt: z.string(),
});
export type TDriverSessionView = z.infer<typeof ZDriverSessionView>;

/**
 * POST /api/conductor/sesion: either signed in (`token` — keep it on the device, send it as Bearer), or the
 * document + password matched active access at several companies: ask which, then resend with `customerId`.
 */
export const ZDriverSignInResponse = z.union([
  ZDriverSessionView.extend({ token: z.string() }),
  z.object({ chooseCompany: z.array(ZDriverCompany).min(2) }),
]);
export type TDriverSignInResponse = z.infer<typeof ZDriverSignInResponse>;

export function isCompanyChoice(
  response: TDriverSignInResponse,
): response is { chooseCompany: TDriverCompany[] } {
  return 'chooseCompany' in response;
}

export const ZDriverSignOutResponse = z.object({ message: z.string() });

/** Device session lifetime (days): absolute from sign-in, and idle (no request at all). */
export const DRIVER_SESSION = { absoluteDays: 180, idleDays: 60 } as const;
