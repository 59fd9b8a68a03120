ALTER TABLE "consignments" ADD COLUMN "entregado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "a_tiempo" boolean;--> statement-breakpoint
CREATE INDEX "consignments_customer_delivered_idx" ON "consignments" USING btree ("customer_id","entregado_at") WHERE "consignments"."entregado_at" is not null;--> statement-breakpoint
-- Backfill: the statement of modules/movements/delivery-verdicts.ts for every delivered consignment
-- (the others keep their nulls).
UPDATE consignments c SET entregado_at = v.entregado_at, a_tiempo = v.a_tiempo
FROM (
  SELECT c2.id, f.entregado_at,
    CASE WHEN f.entregado_at IS NULL OR coalesce(p.minutos, 0) <= 0 THEN NULL
      ELSE f.entregado_at <= coalesce((SELECT max(e.occurred_at) FROM movement_events e
          WHERE e.movement_id = c2.movement_id AND (e.consignment_id IS NULL OR e.consignment_id = c2.id)
            AND e.occurred_at < f.entregado_at), m.fecha_despacho) + p.minutos * interval '1 minute'
    END AS a_tiempo
  FROM consignments c2
  JOIN movements m ON m.id = c2.movement_id
  CROSS JOIN LATERAL (SELECT min(e.occurred_at) AS entregado_at FROM movement_events e
    WHERE e.consignment_id = c2.id AND e.event_type_id = 11) f
  CROSS JOIN LATERAL (SELECT max((ev->>'time')::int) AS minutos
    FROM trip_event_plans tp, jsonb_array_elements(tp.events) ev
    WHERE tp.consignment_id = c2.id AND (ev->>'id_events')::int = 11) p
) v
WHERE c.id = v.id AND v.entregado_at IS NOT NULL;
