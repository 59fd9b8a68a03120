import { z } from 'zod';
import { text } from '../common/scalars';
import { MSG } from '../messages';

// Shared numeric rule of event and checklist fields (spec §5, §9): integers 0 to 100.

export const CONFIG_NUMBER_MAX = 100;

/** An integer 0–100; `missing` is the message when it is absent (the checklist's 'Favor ingresar todos los campos'). */
export function zConfigNumber(missing: string = MSG.configEventFieldRange) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : MSG.configEventFieldRange,
    })
    .int(MSG.configEventFieldRange)
    .min(0, MSG.configEventFieldRange)
    .max(CONFIG_NUMBER_MAX, MSG.configEventFieldRange);
}

/** The session supplies who asks; the spec's calls still send these (§7), so they are accepted and ignored. */
export const ZCallerFields = {
  email: text().max(254).optional(),
  id_rol: z.union([z.number(), text().max(10)]).optional(),
};

/** 1/0 flags as the spec sends them (masive), also accepting booleans. */
export const ZFlag = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => (v === true || v === 1 ? 1 : 0));
