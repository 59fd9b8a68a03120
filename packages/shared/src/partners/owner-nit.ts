import { text } from '../common/scalars';
import { MSG } from '../messages';

/** A vehicle owner's NIT as the ERP sends it: digits only, no check digit ('' = not sent). */
export const ZOwnerNit = text({ error: MSG.partnerOwnerNitInvalid })
  .trim()
  .regex(/^(\d{5,15})?$/, MSG.partnerOwnerNitInvalid);
