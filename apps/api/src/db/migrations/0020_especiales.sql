CREATE TYPE "public"."especial_contract_type" AS ENUM('empresarial', 'escolar', 'turismo', 'salud', 'grupo_especifico');--> statement-breakpoint
CREATE TYPE "public"."especial_convenio_type" AS ENUM('consorcio', 'union_temporal', 'convenio_colaboracion');--> statement-breakpoint
CREATE TABLE "especial_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "especial_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"number" integer NOT NULL,
	"client_nit" varchar(15) NOT NULL,
	"client_dv" smallint NOT NULL,
	"client_name" varchar(200) NOT NULL,
	"objeto" varchar(500) NOT NULL,
	"type" "especial_contract_type" NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"route" varchar(300) DEFAULT '' NOT NULL,
	"zone_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"convenio_type" "especial_convenio_type",
	"partner_name" varchar(200) DEFAULT '' NOT NULL,
	"partner_nit" varchar(15) DEFAULT '' NOT NULL,
	"partner_dv" smallint,
	"responsible_name" varchar(150) NOT NULL,
	"responsible_document" varchar(20) NOT NULL,
	"responsible_phone" varchar(15) NOT NULL,
	"responsible_address" varchar(200) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "especial_contracts_number" UNIQUE("customer_id","number"),
	CONSTRAINT "especial_contracts_dates" CHECK ("especial_contracts"."end_date" >= "especial_contracts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "especial_cost_centres" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "especial_cost_centres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"client_nit" varchar(15) NOT NULL,
	"client_dv" smallint NOT NULL,
	"client_name" varchar(200) NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(150) NOT NULL,
	"monthly_budget_cop" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "especial_cost_centres_code" UNIQUE("customer_id","code")
);
--> statement-breakpoint
CREATE TABLE "especial_places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "especial_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"name_key" varchar(150) NOT NULL,
	"address" varchar(200) NOT NULL,
	"zone_id" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"aliases" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "especial_places_name" UNIQUE("customer_id","name_key")
);
--> statement-breakpoint
CREATE TABLE "especial_sequences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"last_contract_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "especial_staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "especial_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"document_type_id" smallint NOT NULL,
	"document_number" varchar(20) NOT NULL,
	"first_names" varchar(100) NOT NULL,
	"last_names" varchar(100) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"cost_centre_id" integer,
	"pickup_place_id" integer,
	"consent_date" date,
	"consent_text" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "especial_staff_document" UNIQUE("customer_id","document_number")
);
--> statement-breakpoint
ALTER TABLE "especial_contracts" ADD CONSTRAINT "especial_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_cost_centres" ADD CONSTRAINT "especial_cost_centres_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_places" ADD CONSTRAINT "especial_places_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_places" ADD CONSTRAINT "especial_places_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_sequences" ADD CONSTRAINT "especial_sequences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_staff" ADD CONSTRAINT "especial_staff_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_staff" ADD CONSTRAINT "especial_staff_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_staff" ADD CONSTRAINT "especial_staff_cost_centre_id_especial_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."especial_cost_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_staff" ADD CONSTRAINT "especial_staff_pickup_place_id_especial_places_id_fk" FOREIGN KEY ("pickup_place_id") REFERENCES "public"."especial_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "especial_contracts_search_trgm_idx" ON "especial_contracts" USING gin (trazo_fold("number"::text || ' ' || "client_name" || ' ' || "client_nit" || ' ' || "objeto") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "especial_cost_centres_search_trgm_idx" ON "especial_cost_centres" USING gin (trazo_fold("code" || ' ' || "name" || ' ' || "client_name" || ' ' || "client_nit") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "especial_places_zone_idx" ON "especial_places" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "especial_places_search_trgm_idx" ON "especial_places" USING gin (trazo_fold("name" || ' ' || "address" || ' ' || "aliases") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "especial_staff_document_type_idx" ON "especial_staff" USING btree ("document_type_id");--> statement-breakpoint
CREATE INDEX "especial_staff_cost_centre_idx" ON "especial_staff" USING btree ("cost_centre_id");--> statement-breakpoint
CREATE INDEX "especial_staff_pickup_place_idx" ON "especial_staff" USING btree ("pickup_place_id");--> statement-breakpoint
CREATE INDEX "especial_staff_search_trgm_idx" ON "especial_staff" USING gin (trazo_fold("document_number" || ' ' || "first_names" || ' ' || "last_names" || ' ' || "email") gin_trgm_ops);