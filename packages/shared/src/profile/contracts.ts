import { z } from 'zod';
import { id, text } from '../common/scalars';
import { LIMITS } from '../limits';
import { MSG } from '../messages';

// spec §2.7 (password-change dialog, profile editing), §3 (password form), §5 (its validation), §7 /cambiar_clave.

/**
 * The password-change form. One message at a time, in the spec's order: all three required, the new
 * password equal to its confirmation, then its length (spec §5).
 */
export const ZChangePasswordForm = z
  .object(
    {
      clave_actual: z
        .string({ error: MSG.changePasswordAllRequired })
        .max(LIMITS.passwordMax, MSG.passwordTooLong),
      clave_nueva: z.string({ error: MSG.changePasswordAllRequired }),
      confirm_clave_nueva: z.string({ error: MSG.changePasswordAllRequired }),
    },
    { error: MSG.changePasswordAllRequired },
  )
  .superRefine((v, ctx) => {
    const empty = (['clave_actual', 'clave_nueva', 'confirm_clave_nueva'] as const).filter(
      (k) => v[k] === '',
    );
    if (empty.length > 0) {
      for (const field of empty)
        ctx.addIssue({ code: 'custom', path: [field], message: MSG.changePasswordAllRequired });
      return;
    }
    if (v.clave_nueva !== v.confirm_clave_nueva) {
      ctx.addIssue({ code: 'custom', path: ['confirm_clave_nueva'], message: MSG.changePasswordMismatch });
      return;
    }
    if (v.clave_nueva.length < LIMITS.passwordMin) {
      ctx.addIssue({ code: 'custom', path: ['clave_nueva'], message: MSG.passwordMinHint });
    } else if (v.clave_nueva.length > LIMITS.passwordMax) {
      ctx.addIssue({ code: 'custom', path: ['clave_nueva'], message: MSG.passwordTooLong });
    }
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** POST /api/cambiar_clave. `email` is accepted (spec §7 sends it) but ignored: the session decides whose password. */
export const ZChangePasswordRequest = z.object({
  frmReset: ZChangePasswordForm,
  email: text().max(254).optional(),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;
/** 200 `{ message }` — see ZMessageResponse. */

/** Avatar rules: type by content (not by name), size, and the square it is resized to. */
export const AVATAR_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  /** Stored as a square WebP of this many pixels per side. */
  sizePx: 256,
  acceptedMimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** The multipart field name of POST /api/perfil/avatar. */
  fieldName: 'avatar',
} as const;

const ZName = (required: string) =>
  text({ error: required }).trim().min(1, required).max(100, MSG.fieldTooLong);

/** GET /api/perfil (and the answer of PUT): the signed-in user's own data. E-mail is read-only. */
export const ZProfile = z.object({
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  /** Mobile number, digits only (spec §5 "Mobile number numeric"). */
  num_cel: z.string().nullable(),
  /** Zone (city) id, as in registration (spec §3 `ciudad`). */
  ciudad: z.number().int().nullable(),
  /** The zone's nombre_division, so the current city shows before the city list loads. */
  ciudad_nombre: z.string().nullable(),
  /** URL of the avatar image (GET /api/avatars/:file, public), or null. */
  avatar: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** PUT /api/perfil. The e-mail cannot change here (it identifies the account and was verified). */
export const ZUpdateProfileRequest = z.object({
  name: ZName(MSG.nameRequired),
  last_name: ZName(MSG.lastNameRequired),
  num_cel: text()
    .trim()
    .regex(/^\d{7,15}$/, MSG.phoneDigitsOnly)
    .nullish()
    .or(z.literal('').transform(() => null)),
  ciudad: id(MSG.cityRequired),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** PUT /api/perfil answer: the toast message and the profile as saved. */
export const ZUpdateProfileResponse = z.object({ message: z.string(), data: ZProfile });
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;

/** POST /api/perfil/avatar (multipart, field `avatar`) and DELETE /api/perfil/avatar. */
export const ZAvatarResponse = z.object({ message: z.string(), avatar: z.string().nullable() });
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;

/** The transport company's logo: shown in the top bar and drawn in the pre-operational PDF. */
export const COMPANY_LOGO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  /** Stored as a PNG that fits inside this box (never enlarged), so pdfkit can draw it. */
  maxWidthPx: 600,
  maxHeightPx: 240,
  acceptedMimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** The multipart field name of POST /api/empresa/logo. */
  fieldName: 'logo',
} as const;

/** POST /api/empresa/logo (multipart, field `logo`) and DELETE /api/empresa/logo. */
export const ZCompanyLogoResponse = z.object({ message: z.string(), logo: z.string().nullable() });
export type TCompanyLogoResponse = z.infer<typeof ZCompanyLogoResponse>;
