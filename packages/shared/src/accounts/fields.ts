import { z } from 'zod';
import { DOCUMENT_TYPES } from '../catalogs/document-types';
import { nitCheckDigit } from '../catalogs/nit';
import { idParam, text } from '../common/scalars';
import { MSG } from '../messages';

// Field schemas of the account forms (spec §5), shared by the Mantine forms and the API routes.

/** Digits, optionally `-D` with the DIAN check digit: `900123456` or `900123456-8` (mask dots allowed). */
const NIT_PATTERN = /^(\d{5,15})(?:-(\d))?$/;

/**
 * A NIT as typed in the 999.999.999 mask: dots and spaces are dropped; when a check digit is given
 * (`-D`) it must be the DIAN one. The parsed value is the digits without the check digit.
 */
export const ZNit = text({ error: MSG.fillAllFields })
  .trim()
  .min(1, MSG.fillAllFields)
  .transform((value) => value.replace(/[.\s]/g, ''))
  .pipe(z.string().regex(NIT_PATTERN, MSG.nitInvalid))
  .refine((value) => {
    const [, digits, checkDigit] = NIT_PATTERN.exec(value) ?? [];
    return !digits || checkDigit === undefined || nitCheckDigit(digits) === Number(checkDigit);
  }, MSG.nitCheckDigitInvalid)
  .transform((value) => value.split('-')[0] ?? value);

/** A required text field of the registration form ('Debe llenar todos los campos', spec §5). */
export const requiredText = (max: number, message: string = MSG.fillAllFields) =>
  text({ error: message }).trim().min(1, message).max(max);

/** Optional digits-only mobile number (spec §5: numeric, not required); '' means none. */
export const ZOptionalPhone = text()
  .trim()
  .max(15, MSG.phoneNumeric)
  .regex(/^\d*$/, MSG.phoneNumeric)
  .nullish();

/** Optional identity document number (cédula, passport…); '' means none. */
export const ZOptionalDocumentNumber = text()
  .trim()
  .max(20, MSG.documentNumberInvalid)
  .regex(/^[0-9A-Za-z-]*$/, MSG.documentNumberInvalid)
  .nullish();

/** A catalogue id chosen in a select: a number, or its string as Mantine selects hold it. */
export const ZRequiredId = idParam(MSG.fillAllFields);

export const ZDocumentTypeId = ZRequiredId.refine(
  (id) => DOCUMENT_TYPES.some((type) => type.id === id),
  MSG.fillAllFields,
);

/** A 6-digit code as typed in the 999-999 mask; dashes and spaces are dropped (spec §5, §9). */
export const codeField = (message: string) =>
  text({ error: message })
    .transform((value) => value.replace(/[-\s]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, message));
