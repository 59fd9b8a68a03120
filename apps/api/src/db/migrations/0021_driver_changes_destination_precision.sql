CREATE TABLE "movement_driver_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movement_driver_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"movement_id" integer NOT NULL,
	"from_driver_id" integer,
	"from_driver_name" varchar(150) NOT NULL,
	"to_driver_id" integer,
	"to_driver_name" varchar(150) NOT NULL,
	"changed_by_user_id" integer,
	"changed_by_name" varchar(150) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "destino_precision" varchar(10);--> statement-breakpoint
ALTER TABLE "movement_driver_changes" ADD CONSTRAINT "movement_driver_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_driver_changes" ADD CONSTRAINT "movement_driver_changes_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_driver_changes" ADD CONSTRAINT "movement_driver_changes_from_driver_id_drivers_id_fk" FOREIGN KEY ("from_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_driver_changes" ADD CONSTRAINT "movement_driver_changes_to_driver_id_drivers_id_fk" FOREIGN KEY ("to_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_driver_changes" ADD CONSTRAINT "movement_driver_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movement_driver_changes_movement_idx" ON "movement_driver_changes" USING btree ("movement_id","changed_at");--> statement-breakpoint
CREATE INDEX "movement_driver_changes_from_idx" ON "movement_driver_changes" USING btree ("from_driver_id");--> statement-breakpoint
CREATE INDEX "movement_driver_changes_to_idx" ON "movement_driver_changes" USING btree ("to_driver_id");--> statement-breakpoint
CREATE INDEX "movement_driver_changes_user_idx" ON "movement_driver_changes" USING btree ("changed_by_user_id");--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Coordinates sent before the precision existed were documented as the destination's point: street level.
UPDATE "consignments" SET "destino_precision" = 'direccion' WHERE "destino_latitud" IS NOT NULL AND "destino_precision" IS NULL;
