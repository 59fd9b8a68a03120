CREATE TYPE "public"."late_reason" AS ENUM('cita_descargue', 'cita_cargue', 'sin_eventos');--> statement-breakpoint
CREATE TABLE "lateness_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"tolerance_minutes" smallint NOT NULL,
	"no_event_hours" smallint NOT NULL,
	"notify_by_email" boolean NOT NULL,
	"notify_email" varchar(254),
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lateness_settings_tolerance" CHECK ("lateness_settings"."tolerance_minutes" between 0 and 1440),
	CONSTRAINT "lateness_settings_hours" CHECK ("lateness_settings"."no_event_hours" between 1 and 168)
);
--> statement-breakpoint
CREATE TABLE "movement_late_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movement_late_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"movement_id" integer NOT NULL,
	"reason" "late_reason" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "movement_late_notices_movement_reason" UNIQUE("movement_id","reason")
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "cita_cargue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "horas_pactadas_cargue" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "cita_descargue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "horas_pactadas_descargue" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "retraso_motivo" "late_reason";--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "retraso_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lateness_settings" ADD CONSTRAINT "lateness_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_late_notices" ADD CONSTRAINT "movement_late_notices_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movement_late_notices_created_idx" ON "movement_late_notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_customer_numero_pattern_idx" ON "invoices" USING btree ("customer_id","numero" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "consignments_customer_documento_pattern_idx" ON "consignments" USING btree ("customer_id","documento_cliente" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "consignments_customer_remesa_pattern_idx" ON "consignments" USING btree ("customer_id","remesa_numero" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "movements_customer_late_idx" ON "movements" USING btree ("customer_id","retraso_motivo","fecha_despacho" DESC NULLS LAST) WHERE "movements"."retraso_motivo" is not null;--> statement-breakpoint
CREATE INDEX "movements_vehicle_fecha_idx" ON "movements" USING btree ("vehicle_id","fecha_despacho" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "movements_driver_fecha_idx" ON "movements" USING btree ("driver_id","fecha_despacho" DESC NULLS LAST);