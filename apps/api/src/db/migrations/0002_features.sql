-- pg_trgm backs the administration lists' "contains" search (a trusted contrib extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('epayco', 'prueba');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pendiente', 'aceptada', 'rechazada', 'fallida');--> statement-breakpoint
CREATE TYPE "public"."movement_state" AS ENUM('programado', 'en_ruta', 'entregado', 'con_novedad');--> statement-breakpoint
CREATE TYPE "public"."verification_purpose" AS ENUM('email_code', 'password_code', 'password_link');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"celular" varchar(10) NOT NULL,
	"descripcion" text NOT NULL,
	"ip" varchar(45),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" varchar(40) NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"plan_code" varchar(40) NOT NULL,
	"plan_name" varchar(100) NOT NULL,
	"months" smallint NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) DEFAULT 'COP' NOT NULL,
	"description" varchar(200) NOT NULL,
	"status" "payment_status" DEFAULT 'pendiente' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"subscription_starts_at" timestamp with time zone,
	"subscription_ends_at" timestamp with time zone,
	CONSTRAINT "payment_orders_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"ref_payco" varchar(40) NOT NULL,
	"transaction_id" varchar(60) NOT NULL,
	"cod_response" smallint NOT NULL,
	"status" "payment_status" NOT NULL,
	"amount_text" varchar(20) NOT NULL,
	"reason" varchar(300),
	"is_test" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_transactions_ref_payco_unique" UNIQUE("ref_payco")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer,
	"storage_key" text NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_customer_key" UNIQUE("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"documento" varchar(20) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"telefono" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_customer_documento" UNIQUE("customer_id","documento")
);
--> statement-breakpoint
CREATE TABLE "generators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"nit" varchar(20) NOT NULL,
	"razon_social" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generators_customer_nit" UNIQUE("customer_id","nit")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"placa" varchar(10) NOT NULL,
	"marca" varchar(60) DEFAULT '' NOT NULL,
	"modelo" varchar(20) DEFAULT '' NOT NULL,
	"serie" varchar(60) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_customer_placa" UNIQUE("customer_id","placa")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"key_hash" char(64) NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "user_role_generators" (
	"user_role_id" integer PRIMARY KEY NOT NULL,
	"generator_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"movement_id" integer NOT NULL,
	"consignment_id" integer,
	"customer_id" integer NOT NULL,
	"descripcion" varchar(200) NOT NULL,
	"referencia" varchar(60) NOT NULL,
	"file_id" uuid NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_documents_reference" UNIQUE NULLS NOT DISTINCT("movement_id","consignment_id","referencia")
);
--> statement-breakpoint
CREATE TABLE "movement_event_images" (
	"event_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "movement_event_images_event_id_position_pk" PRIMARY KEY("event_id","position"),
	CONSTRAINT "movement_event_images_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "movement_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movement_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"movement_id" integer NOT NULL,
	"consignment_id" integer,
	"customer_id" integer NOT NULL,
	"event_type_id" smallint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"external_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movement_events_customer_external" UNIQUE("customer_id","external_id"),
	CONSTRAINT "movement_events_type_range" CHECK ("movement_events"."event_type_id" between 2 and 18)
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"movement_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"remesa_numero" varchar(30) NOT NULL,
	"generator_id" integer NOT NULL,
	"producto_descripcion" varchar(200) NOT NULL,
	"empaque_descripcion" varchar(120) NOT NULL,
	"valor_declarado" numeric(16, 2) NOT NULL,
	"unidades_final" numeric(14, 2) NOT NULL,
	"peso_final" numeric(14, 2) NOT NULL,
	"remitente_documento" varchar(20) NOT NULL,
	"remitente_nombre" varchar(150) NOT NULL,
	"remitente_direccion" varchar(200) NOT NULL,
	"remitente_zona" varchar(120) NOT NULL,
	"remitente_telefono" varchar(30) NOT NULL,
	"destinatario_documento" varchar(20) NOT NULL,
	"destinatario_nombre" varchar(150) NOT NULL,
	"destinatario_direccion" varchar(200) NOT NULL,
	"destinatario_zona" varchar(120) NOT NULL,
	"destinatario_telefono" varchar(30) NOT NULL,
	"origen_descripcion" varchar(150) NOT NULL,
	"destino_descripcion" varchar(150) NOT NULL,
	"documento_cliente" varchar(60) NOT NULL,
	"tipo_despacho" varchar(80) NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignments_movement_remesa" UNIQUE("movement_id","remesa_numero")
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"manifiesto_numero" varchar(30) NOT NULL,
	"branch_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"fecha_despacho" timestamp with time zone NOT NULL,
	"origen_descripcion" varchar(150) NOT NULL,
	"destino_descripcion" varchar(150) NOT NULL,
	"estado" "movement_state" DEFAULT 'programado' NOT NULL,
	"ultimo_evento_id" smallint,
	"ultimo_evento_at" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movements_customer_manifiesto" UNIQUE("customer_id","manifiesto_numero")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" "verification_purpose" NOT NULL,
	"secret_hash" char(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "company_nit" varchar(15);--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "company_name" varchar(200);--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "position" varchar(100);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generators" ADD CONSTRAINT "generators_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_generators" ADD CONSTRAINT "user_role_generators_user_role_id_user_roles_id_fk" FOREIGN KEY ("user_role_id") REFERENCES "public"."user_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_generators" ADD CONSTRAINT "user_role_generators_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_documents" ADD CONSTRAINT "delivery_documents_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_documents" ADD CONSTRAINT "delivery_documents_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_documents" ADD CONSTRAINT "delivery_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_documents" ADD CONSTRAINT "delivery_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_event_images" ADD CONSTRAINT "movement_event_images_event_id_movement_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."movement_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_event_images" ADD CONSTRAINT "movement_event_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_events" ADD CONSTRAINT "movement_events_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_events" ADD CONSTRAINT "movement_events_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_events" ADD CONSTRAINT "movement_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_customer_idx" ON "payment_orders" USING btree ("customer_id","subscription_ends_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stored_files_customer_idx" ON "stored_files" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "api_keys_customer_idx" ON "api_keys" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "movement_events_movement_idx" ON "movement_events" USING btree ("movement_id","occurred_at");--> statement-breakpoint
CREATE INDEX "consignments_customer_documento_idx" ON "consignments" USING btree ("customer_id","documento_cliente") WHERE "consignments"."documento_cliente" <> '';--> statement-breakpoint
CREATE INDEX "consignments_generator_movement_idx" ON "consignments" USING btree ("generator_id","movement_id");--> statement-breakpoint
CREATE INDEX "movements_customer_fecha_idx" ON "movements" USING btree ("customer_id","fecha_despacho" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "movements_customer_estado_fecha_idx" ON "movements" USING btree ("customer_id","estado","fecha_despacho" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "movements_vehicle_idx" ON "movements" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "movements_branch_idx" ON "movements" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "movements_driver_idx" ON "movements" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "movements_manifiesto_pattern_idx" ON "movements" USING btree ("customer_id","manifiesto_numero" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "access_tokens_user_role_idx" ON "access_tokens" USING btree ("user_role_id");--> statement-breakpoint
CREATE INDEX "customers_status_idx" ON "customers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (lower("razon_social" || ' ' || "nit") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_customer_status_idx" ON "user_roles" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE INDEX "user_roles_status_idx" ON "user_roles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);