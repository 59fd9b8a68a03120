CREATE TYPE "public"."especial_service_record_kind" AS ENUM('iniciar', 'punto', 'finalizar');--> statement-breakpoint
CREATE TABLE "especial_service_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "especial_service_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" "especial_service_record_kind" NOT NULL,
	"point" smallint,
	"boarded" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_show" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "especial_service_records_client" UNIQUE("customer_id","client_id"),
	CONSTRAINT "especial_service_records_point" UNIQUE("service_id","kind","point")
);
--> statement-breakpoint
ALTER TABLE "especial_service_records" ADD CONSTRAINT "especial_service_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_service_records" ADD CONSTRAINT "especial_service_records_service_id_especial_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."especial_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_service_records" ADD CONSTRAINT "especial_service_records_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "especial_service_records_service_idx" ON "especial_service_records" USING btree ("service_id","occurred_at");--> statement-breakpoint
CREATE INDEX "especial_service_records_driver_idx" ON "especial_service_records" USING btree ("driver_id");