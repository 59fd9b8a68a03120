CREATE TABLE "preop_inspection_trips" (
	"inspection_id" integer NOT NULL,
	"movement_id" integer NOT NULL,
	CONSTRAINT "preop_inspection_trips_inspection_id_movement_id_pk" PRIMARY KEY("inspection_id","movement_id")
);
--> statement-breakpoint
ALTER TABLE "preop_inspection_trips" ADD CONSTRAINT "preop_inspection_trips_inspection_id_preop_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."preop_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspection_trips" ADD CONSTRAINT "preop_inspection_trips_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preop_inspection_trips_movement_idx" ON "preop_inspection_trips" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "preop_inspections_driver_date_idx" ON "preop_inspections" USING btree ("driver_id","inspected_at");--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Every inspection made for a trip covers that trip.
INSERT INTO "preop_inspection_trips" ("inspection_id", "movement_id")
SELECT "id", "movement_id" FROM "preop_inspections" WHERE "movement_id" IS NOT NULL
ON CONFLICT DO NOTHING;
