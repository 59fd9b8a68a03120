CREATE TABLE "driver_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"receiver_name" varchar(150),
	"receiver_document" varchar(20),
	"signature_file_id" uuid,
	"reason_id" integer,
	"reason_name" varchar(80),
	"note" text DEFAULT '' NOT NULL,
	"distance_meters" integer,
	"far" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "driver_deliveries_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "driver_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"used_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "driver_photos_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "driver_photos_customer_client" UNIQUE("customer_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "rejection_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rejection_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejection_reasons_customer_nombre" UNIQUE("customer_id","nombre")
);
--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD COLUMN "fixed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD COLUMN "fixed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD COLUMN "fixed_by_name" varchar(150);--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD COLUMN "fix_note" text;--> statement-breakpoint
ALTER TABLE "movement_events" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "movement_events" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "movement_events" ADD COLUMN "geo_denied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "destino_latitud" double precision;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "destino_longitud" double precision;--> statement-breakpoint
ALTER TABLE "driver_deliveries" ADD CONSTRAINT "driver_deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_deliveries" ADD CONSTRAINT "driver_deliveries_event_id_movement_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."movement_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_deliveries" ADD CONSTRAINT "driver_deliveries_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_deliveries" ADD CONSTRAINT "driver_deliveries_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_deliveries" ADD CONSTRAINT "driver_deliveries_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_photos" ADD CONSTRAINT "driver_photos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_photos" ADD CONSTRAINT "driver_photos_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_photos" ADD CONSTRAINT "driver_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejection_reasons" ADD CONSTRAINT "rejection_reasons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_deliveries_customer_idx" ON "driver_deliveries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "driver_deliveries_consignment_idx" ON "driver_deliveries" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "driver_deliveries_signature_idx" ON "driver_deliveries" USING btree ("signature_file_id");--> statement-breakpoint
CREATE INDEX "driver_deliveries_reason_idx" ON "driver_deliveries" USING btree ("reason_id");--> statement-breakpoint
CREATE INDEX "driver_photos_driver_idx" ON "driver_photos" USING btree ("driver_id");--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD CONSTRAINT "preop_inspections_fixed_by_user_id_users_id_fk" FOREIGN KEY ("fixed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_events" ADD CONSTRAINT "movement_events_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preop_inspections_fixed_by_idx" ON "preop_inspections" USING btree ("fixed_by_user_id");--> statement-breakpoint
CREATE INDEX "movement_events_driver_idx" ON "movement_events" USING btree ("driver_id");--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD CONSTRAINT "preop_inspections_customer_client" UNIQUE("customer_id","client_id");--> statement-breakpoint
ALTER TABLE "movement_events" ADD CONSTRAINT "movement_events_customer_client" UNIQUE("customer_id","client_id");