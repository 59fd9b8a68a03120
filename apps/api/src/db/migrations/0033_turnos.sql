CREATE TYPE "public"."turn_decline_policy" AS ENUM('al_final', 'pierde_puestos');--> statement-breakpoint
CREATE TYPE "public"."turn_event_kind" AS ENUM('creado', 'ofrecido', 'aceptado', 'rechazado', 'vencido', 'cancelado');--> statement-breakpoint
CREATE TYPE "public"."turn_state" AS ENUM('en_cola', 'ofrecido', 'asignado', 'cancelado');--> statement-breakpoint
CREATE TABLE "turn_counters" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turn_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turn_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"turn_id" integer NOT NULL,
	"kind" "turn_event_kind" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"driver_id" integer,
	"movement_id" integer,
	"motivo" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "turn_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"decline_policy" "turn_decline_policy" DEFAULT 'al_final' NOT NULL,
	"decline_places" smallint DEFAULT 3 NOT NULL,
	"offer_minutes" smallint DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"clase" varchar(40) NOT NULL,
	"estado" "turn_state" DEFAULT 'en_cola' NOT NULL,
	"orden" double precision NOT NULL,
	"origen" varchar(10) NOT NULL,
	"enqueued_at" timestamp with time zone NOT NULL,
	"created_by_user_id" integer,
	"offer_movement_id" integer,
	"offer_expires_at" timestamp with time zone,
	"movement_id" integer,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "turns_branch_numero" UNIQUE("branch_id","numero")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "municipio" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "latitud" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "longitud" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "radio_m" integer;--> statement-breakpoint
ALTER TABLE "turn_counters" ADD CONSTRAINT "turn_counters_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_turn_id_turns_id_fk" FOREIGN KEY ("turn_id") REFERENCES "public"."turns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_settings" ADD CONSTRAINT "turn_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_offer_movement_id_movements_id_fk" FOREIGN KEY ("offer_movement_id") REFERENCES "public"."movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turn_events_turn_idx" ON "turn_events" USING btree ("turn_id","at");--> statement-breakpoint
CREATE INDEX "turn_events_customer_kind_idx" ON "turn_events" USING btree ("customer_id","kind","at");--> statement-breakpoint
CREATE INDEX "turn_events_user_idx" ON "turn_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "turn_events_driver_idx" ON "turn_events" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "turn_events_movement_idx" ON "turn_events" USING btree ("movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turns_active_vehicle_uq" ON "turns" USING btree ("vehicle_id") WHERE "turns"."estado" in ('en_cola', 'ofrecido');--> statement-breakpoint
CREATE UNIQUE INDEX "turns_offer_movement_uq" ON "turns" USING btree ("offer_movement_id") WHERE "turns"."estado" = 'ofrecido';--> statement-breakpoint
CREATE INDEX "turns_queue_idx" ON "turns" USING btree ("customer_id","branch_id","clase","estado","orden");--> statement-breakpoint
CREATE INDEX "turns_customer_enqueued_idx" ON "turns" USING btree ("customer_id","enqueued_at");--> statement-breakpoint
CREATE INDEX "turns_driver_idx" ON "turns" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "turns_created_by_idx" ON "turns" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "turns_offer_movement_idx" ON "turns" USING btree ("offer_movement_id");--> statement-breakpoint
CREATE INDEX "turns_movement_idx" ON "turns" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "turns_branch_idx" ON "turns" USING btree ("branch_id");
--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Live updates of the turnos queue (issue 27 §1): a change of a turn is announced on the movements'
-- channel as '<customer>:<movement_id or 0>' (0: company-wide), so every open /empresa-transporte/turnos
-- page of the company reads its queue again. The function is the one of the live_changes migration.
CREATE TRIGGER turns_live AFTER INSERT OR UPDATE ON turns
  FOR EACH ROW EXECUTE FUNCTION trazo_notify_movement_change();
