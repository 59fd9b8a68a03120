CREATE TYPE "public"."fleet_document_kind" AS ENUM('soat', 'tecnomecanica', 'tarjeta_operacion', 'poliza_contractual', 'poliza_extracontractual', 'licencia');--> statement-breakpoint
CREATE TYPE "public"."fuec_state" AS ENUM('vigente', 'anulado');--> statement-breakpoint
CREATE TABLE "fleet_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fleet_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"vehicle_id" integer,
	"driver_id" integer,
	"kind" "fleet_document_kind" NOT NULL,
	"number" varchar(40) NOT NULL,
	"issuer" varchar(150) DEFAULT '' NOT NULL,
	"category" varchar(5) DEFAULT '' NOT NULL,
	"expires_on" date NOT NULL,
	"file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_documents_vehicle_kind" UNIQUE("vehicle_id","kind"),
	CONSTRAINT "fleet_documents_driver_kind" UNIQUE("driver_id","kind"),
	CONSTRAINT "fleet_documents_one_holder" CHECK (("fleet_documents"."vehicle_id" is null) <> ("fleet_documents"."driver_id" is null))
);
--> statement-breakpoint
CREATE TABLE "fuec_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"territorial_code" varchar(3) NOT NULL,
	"resolution_number" smallint NOT NULL,
	"resolution_year" smallint NOT NULL,
	"address" varchar(200) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"email" varchar(254) NOT NULL,
	"legal_rep_name" varchar(150) NOT NULL,
	"signature_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuecs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fuecs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"service_id" integer,
	"number" varchar(21) NOT NULL,
	"consecutive" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"route" varchar(300) NOT NULL,
	"driver_ids" jsonb NOT NULL,
	"state" "fuec_state" DEFAULT 'vigente' NOT NULL,
	"annul_reason" text,
	"annulled_at" timestamp with time zone,
	"replaces_id" integer,
	"token" varchar(43) NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuecs_contract_consecutive" UNIQUE("contract_id","consecutive"),
	CONSTRAINT "fuecs_token" UNIQUE("token"),
	CONSTRAINT "fuecs_replaces" UNIQUE("replaces_id")
);
--> statement-breakpoint
ALTER TABLE "especial_contracts" ADD COLUMN "last_fuec_consecutive" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "clase" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "numero_interno" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_documents" ADD CONSTRAINT "fleet_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_documents" ADD CONSTRAINT "fleet_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_documents" ADD CONSTRAINT "fleet_documents_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_documents" ADD CONSTRAINT "fleet_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuec_settings" ADD CONSTRAINT "fuec_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuec_settings" ADD CONSTRAINT "fuec_settings_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuecs" ADD CONSTRAINT "fuecs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuecs" ADD CONSTRAINT "fuecs_contract_id_especial_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."especial_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuecs" ADD CONSTRAINT "fuecs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuecs" ADD CONSTRAINT "fuecs_replaces_id_fuecs_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."fuecs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_documents_customer_expiry_idx" ON "fleet_documents" USING btree ("customer_id","expires_on");--> statement-breakpoint
CREATE INDEX "fleet_documents_file_idx" ON "fleet_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "fuec_settings_signature_idx" ON "fuec_settings" USING btree ("signature_file_id");--> statement-breakpoint
CREATE INDEX "fuecs_customer_issued_idx" ON "fuecs" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "fuecs_vehicle_idx" ON "fuecs" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "fuecs_service_idx" ON "fuecs" USING btree ("service_id") WHERE "fuecs"."service_id" is not null;