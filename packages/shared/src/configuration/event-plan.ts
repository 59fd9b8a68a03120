import { z } from 'zod';

// The resolved event plan of a consignment (issue 9 §5): which events the driver records, in which
// order, with how many photos and which confirmations. Stored with the trip when it starts.

export const ZPlannedEvent = z.object({
  id_events: z.number().int(),
  code: z.string(),
  event: z.string(),
  sequence: z.number().int(),
  photo_numbers: z.number().int(),
  photo_required: z.number().int(),
  time: z.number().int(),
  confirmation: z.boolean(),
});
export type TPlannedEvent = z.infer<typeof ZPlannedEvent>;

/** `propia`: the generator × dispatch type's own; `masiva`: the company's mass configuration; `inicio`: event 5 alone. */
export const EVENT_PLAN_SOURCES = ['propia', 'masiva', 'inicio'] as const;
export type EventPlanSource = (typeof EVENT_PLAN_SOURCES)[number];

export const ZEventPlan = z.object({
  source: z.enum(EVENT_PLAN_SOURCES),
  events: z.array(ZPlannedEvent),
});
export type TEventPlan = z.infer<typeof ZEventPlan>;
