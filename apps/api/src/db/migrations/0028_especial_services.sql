CREATE TYPE "public"."especial_service_state" AS ENUM('solicitada', 'programada', 'en_curso', 'finalizada', 'cancelada', 'rechazada');--> statement-breakpoint
CREATE TYPE "public"."especial_vehicle_class" AS ENUM('automovil', 'campero', 'camioneta', 'microbus', 'buseta', 'bus');--> statement-breakpoint
CREATE TABLE "especial_service_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "especial_service_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"user_id" integer,
	"user_name" varchar(200) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_state" "especial_service_state",
	"to_state" "especial_service_state" NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "especial_service_drivers" (
	"service_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "especial_service_drivers_service_id_driver_id_pk" PRIMARY KEY("service_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "especial_service_passengers" (
	"service_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	CONSTRAINT "especial_service_passengers_service_id_staff_id_pk" PRIMARY KEY("service_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "especial_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "especial_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"origin_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"stop_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passenger_count" smallint NOT NULL,
	"cost_centre_id" integer NOT NULL,
	"vehicle_class" "especial_vehicle_class" NOT NULL,
	"is_round_trip" boolean DEFAULT false NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"state" "especial_service_state" DEFAULT 'solicitada' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"vehicle_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "especial_services_times" CHECK ("especial_services"."ends_at" > "especial_services"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "especial_contracts" ADD COLUMN "responsible_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "especial_service_changes" ADD CONSTRAINT "especial_service_changes_service_id_especial_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."especial_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_service_changes" ADD CONSTRAINT "especial_service_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_service_drivers" ADD CONSTRAINT "especial_service_drivers_service_id_especial_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."especial_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_service_drivers" ADD CONSTRAINT "especial_service_drivers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_service_passengers" ADD CONSTRAINT "especial_service_passengers_service_id_especial_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."especial_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_service_passengers" ADD CONSTRAINT "especial_service_passengers_staff_id_especial_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."especial_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_services" ADD CONSTRAINT "especial_services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_services" ADD CONSTRAINT "especial_services_contract_id_especial_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."especial_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_services" ADD CONSTRAINT "especial_services_origin_id_especial_places_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."especial_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_services" ADD CONSTRAINT "especial_services_destination_id_especial_places_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."especial_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_services" ADD CONSTRAINT "especial_services_cost_centre_id_especial_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."especial_cost_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_services" ADD CONSTRAINT "especial_services_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especial_services" ADD CONSTRAINT "especial_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "especial_service_changes_service_idx" ON "especial_service_changes" USING btree ("service_id","at");--> statement-breakpoint
CREATE INDEX "especial_service_changes_user_idx" ON "especial_service_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "especial_service_drivers_driver_idx" ON "especial_service_drivers" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "especial_service_passengers_staff_idx" ON "especial_service_passengers" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "especial_services_customer_starts_idx" ON "especial_services" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "especial_services_customer_state_idx" ON "especial_services" USING btree ("customer_id","state","starts_at");--> statement-breakpoint
CREATE INDEX "especial_services_vehicle_idx" ON "especial_services" USING btree ("vehicle_id","starts_at");--> statement-breakpoint
CREATE INDEX "especial_services_contract_idx" ON "especial_services" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "especial_services_origin_idx" ON "especial_services" USING btree ("origin_id");--> statement-breakpoint
CREATE INDEX "especial_services_destination_idx" ON "especial_services" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "especial_services_cost_centre_idx" ON "especial_services" USING btree ("cost_centre_id","starts_at");--> statement-breakpoint
CREATE INDEX "especial_services_created_by_idx" ON "especial_services" USING btree ("created_by");