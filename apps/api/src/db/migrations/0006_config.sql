CREATE TABLE "checklist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" varchar(500) NOT NULL,
	"number_images" smallint NOT NULL,
	"required_images" smallint NOT NULL,
	"masive" boolean DEFAULT false NOT NULL,
	"category" varchar(60) NOT NULL,
	"is_critical" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_items_images" CHECK ("checklist_items"."number_images" between 0 and 100),
	CONSTRAINT "checklist_items_required" CHECK ("checklist_items"."required_images" between 0 and "checklist_items"."number_images")
);
--> statement-breakpoint
CREATE TABLE "configured_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configured_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"config_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"event_id" smallint NOT NULL,
	"sequence" smallint NOT NULL,
	"photo_numbers" smallint DEFAULT 0 NOT NULL,
	"photo_required" smallint DEFAULT 0 NOT NULL,
	"time_minutes" smallint DEFAULT 0 NOT NULL,
	"confirmation" boolean DEFAULT false NOT NULL,
	CONSTRAINT "configured_events_config_event" UNIQUE("config_id","event_id"),
	CONSTRAINT "configured_events_time" CHECK ("configured_events"."time_minutes" between 0 and 100),
	CONSTRAINT "configured_events_photos" CHECK ("configured_events"."photo_numbers" between 0 and 100 and "configured_events"."photo_required" between 0 and 100),
	CONSTRAINT "configured_events_required" CHECK ("configured_events"."photo_required" <= "configured_events"."photo_numbers")
);
--> statement-breakpoint
CREATE TABLE "dispatch_type_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispatch_type_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"generator_id" integer NOT NULL,
	"dispatch_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_type_configs_generator_type" UNIQUE("customer_id","generator_id","dispatch_type_id")
);
--> statement-breakpoint
CREATE TABLE "logistic_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logistic_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"event_id" smallint NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(80) NOT NULL,
	"is_builtin" boolean NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistic_events_customer_event" UNIQUE("customer_id","event_id"),
	CONSTRAINT "logistic_events_customer_code" UNIQUE("customer_id","code"),
	CONSTRAINT "logistic_events_event_id" CHECK ("logistic_events"."event_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "mass_configured_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mass_configured_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"event_id" smallint NOT NULL,
	"sequence" smallint NOT NULL,
	"photo_numbers" smallint DEFAULT 0 NOT NULL,
	"photo_required" smallint DEFAULT 0 NOT NULL,
	"time_minutes" smallint DEFAULT 0 NOT NULL,
	"confirmation" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mass_configured_events_customer_event" UNIQUE("customer_id","event_id"),
	CONSTRAINT "mass_configured_events_time" CHECK ("mass_configured_events"."time_minutes" between 0 and 100),
	CONSTRAINT "mass_configured_events_photos" CHECK ("mass_configured_events"."photo_numbers" between 0 and 100 and "mass_configured_events"."photo_required" between 0 and 100),
	CONSTRAINT "mass_configured_events_required" CHECK ("mass_configured_events"."photo_required" <= "mass_configured_events"."photo_numbers")
);
--> statement-breakpoint
CREATE TABLE "dispatch_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispatch_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"descripcion" varchar(80) NOT NULL,
	"key" varchar(80) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_types_customer_key" UNIQUE("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "trip_event_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_event_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"movement_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trip_event_plans_consignment" UNIQUE("consignment_id")
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "dispatch_type_id" integer;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configured_events" ADD CONSTRAINT "configured_events_config_id_dispatch_type_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."dispatch_type_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configured_events" ADD CONSTRAINT "configured_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configured_events" ADD CONSTRAINT "configured_events_catalogue_fk" FOREIGN KEY ("customer_id","event_id") REFERENCES "public"."logistic_events"("customer_id","event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_type_configs" ADD CONSTRAINT "dispatch_type_configs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_type_configs" ADD CONSTRAINT "dispatch_type_configs_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_type_configs" ADD CONSTRAINT "dispatch_type_configs_dispatch_type_id_dispatch_types_id_fk" FOREIGN KEY ("dispatch_type_id") REFERENCES "public"."dispatch_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistic_events" ADD CONSTRAINT "logistic_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_configured_events" ADD CONSTRAINT "mass_configured_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_configured_events" ADD CONSTRAINT "mass_configured_events_catalogue_fk" FOREIGN KEY ("customer_id","event_id") REFERENCES "public"."logistic_events"("customer_id","event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_types" ADD CONSTRAINT "dispatch_types_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_event_plans" ADD CONSTRAINT "trip_event_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_event_plans" ADD CONSTRAINT "trip_event_plans_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_event_plans" ADD CONSTRAINT "trip_event_plans_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_customer_idx" ON "checklist_items" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "dispatch_type_configs_type_idx" ON "dispatch_type_configs" USING btree ("dispatch_type_id");--> statement-breakpoint
CREATE INDEX "dispatch_type_configs_generator_idx" ON "dispatch_type_configs" USING btree ("generator_id");--> statement-breakpoint
CREATE INDEX "trip_event_plans_movement_idx" ON "trip_event_plans" USING btree ("movement_id");--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_dispatch_type_id_dispatch_types_id_fk" FOREIGN KEY ("dispatch_type_id") REFERENCES "public"."dispatch_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generators_customer_name_idx" ON "generators" USING btree ("customer_id","razon_social");--> statement-breakpoint
CREATE INDEX "consignments_dispatch_type_idx" ON "consignments" USING btree ("dispatch_type_id");
--> statement-breakpoint
-- Existing consignments: their dispatch-type texts become the catalogue (key as shared dispatchTypeKey, for the accents Spanish uses).
INSERT INTO "dispatch_types" ("customer_id", "descripcion", "key")
SELECT DISTINCT ON (c."customer_id", k."key") c."customer_id", btrim(c."tipo_despacho"), k."key"
FROM "consignments" c
CROSS JOIN LATERAL (SELECT lower(regexp_replace(btrim(translate(c."tipo_despacho", 'ÁÉÍÓÚÜÑÀÈÌÒÙáéíóúüñàèìòù', 'AEIOUUNAEIOUaeiouunaeiou')), '\s+', ' ', 'g')) AS "key") k
WHERE k."key" <> ''
ORDER BY c."customer_id", k."key", c."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "consignments" c SET "dispatch_type_id" = d."id"
FROM "dispatch_types" d
WHERE d."customer_id" = c."customer_id"
  AND d."key" = lower(regexp_replace(btrim(translate(c."tipo_despacho", 'ÁÉÍÓÚÜÑÀÈÌÒÙáéíóúüñàèìòù', 'AEIOUUNAEIOUaeiouunaeiou')), '\s+', ' ', 'g'));
