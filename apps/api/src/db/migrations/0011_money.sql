CREATE TYPE "public"."advance_method" AS ENUM('efectivo', 'transferencia', 'tarjeta_combustible');--> statement-breakpoint
CREATE TYPE "public"."advance_source" AS ENUM('portal', 'erp');--> statement-breakpoint
CREATE TYPE "public"."expense_state" AS ENUM('registrado', 'aprobado', 'rechazado');--> statement-breakpoint
CREATE TYPE "public"."legalisation_state" AS ENUM('abierta', 'en_revision', 'legalizada');--> statement-breakpoint
CREATE TABLE "expense_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"key" varchar(80) NOT NULL,
	"requires_receipt" boolean DEFAULT true NOT NULL,
	"cap_cop" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_types_customer_key" UNIQUE("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "money_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"movement_id" integer NOT NULL,
	"user_id" integer,
	"driver_id" integer,
	"action" varchar(40) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_advances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_advances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"movement_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"amount_cop" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" "advance_method" NOT NULL,
	"reference" varchar(60) DEFAULT '' NOT NULL,
	"source" "advance_source" NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_expense_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_expense_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"expense_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "trip_expense_photos_expense_file" UNIQUE("expense_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "trip_expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"movement_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"expense_type_id" integer NOT NULL,
	"amount_cop" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"beneficiary_name" varchar(150) DEFAULT '' NOT NULL,
	"beneficiary_nit" varchar(15) DEFAULT '' NOT NULL,
	"beneficiary_dv" smallint,
	"receipt_number" varchar(40) DEFAULT '' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"lat" numeric(9, 6),
	"lon" numeric(9, 6),
	"state" "expense_state" DEFAULT 'registrado' NOT NULL,
	"rejection_reason" varchar(300),
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_expenses_customer_client" UNIQUE("customer_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "trip_legalisations" (
	"movement_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"state" "legalisation_state" DEFAULT 'abierta' NOT NULL,
	"closed_balance_cop" bigint,
	"closed_by_user_id" integer,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "expense_types" ADD CONSTRAINT "expense_types_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit_log" ADD CONSTRAINT "money_audit_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit_log" ADD CONSTRAINT "money_audit_log_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit_log" ADD CONSTRAINT "money_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit_log" ADD CONSTRAINT "money_audit_log_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_advances" ADD CONSTRAINT "trip_advances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_advances" ADD CONSTRAINT "trip_advances_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_advances" ADD CONSTRAINT "trip_advances_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_advances" ADD CONSTRAINT "trip_advances_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expense_photos" ADD CONSTRAINT "trip_expense_photos_expense_id_trip_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."trip_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expense_photos" ADD CONSTRAINT "trip_expense_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_legalisations" ADD CONSTRAINT "trip_legalisations_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_legalisations" ADD CONSTRAINT "trip_legalisations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_legalisations" ADD CONSTRAINT "trip_legalisations_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_audit_log_movement_idx" ON "money_audit_log" USING btree ("movement_id","at");--> statement-breakpoint
CREATE INDEX "money_audit_log_customer_id_index" ON "money_audit_log" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "money_audit_log_user_id_index" ON "money_audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "money_audit_log_driver_id_index" ON "money_audit_log" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "trip_advances_movement_idx" ON "trip_advances" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "trip_advances_customer_idx" ON "trip_advances" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "trip_advances_driver_idx" ON "trip_advances" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "trip_advances_recorded_by_idx" ON "trip_advances" USING btree ("recorded_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_advances_erp_movement" ON "trip_advances" USING btree ("movement_id") WHERE "trip_advances"."source" = 'erp';--> statement-breakpoint
CREATE INDEX "trip_expense_photos_file_id_index" ON "trip_expense_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "trip_expenses_movement_idx" ON "trip_expenses" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "trip_expenses_driver_idx" ON "trip_expenses" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "trip_expenses_type_idx" ON "trip_expenses" USING btree ("expense_type_id");--> statement-breakpoint
CREATE INDEX "trip_expenses_reviewed_by_idx" ON "trip_expenses" USING btree ("reviewed_by_user_id");--> statement-breakpoint
CREATE INDEX "trip_legalisations_customer_id_state_index" ON "trip_legalisations" USING btree ("customer_id","state");--> statement-breakpoint
CREATE INDEX "trip_legalisations_closed_by_user_id_index" ON "trip_legalisations" USING btree ("closed_by_user_id");