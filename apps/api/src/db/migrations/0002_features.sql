-- pg_trgm backs the administration lists' "contains" search (a trusted contrib extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('epayco', 'prueba');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pendiente', 'aceptada', 'rechazada', 'fallida');--> statement-breakpoint
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
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_customer_idx" ON "payment_orders" USING btree ("customer_id","subscription_ends_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "access_tokens_user_role_idx" ON "access_tokens" USING btree ("user_role_id");--> statement-breakpoint
CREATE INDEX "customers_status_idx" ON "customers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (lower("razon_social" || ' ' || "nit") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_customer_status_idx" ON "user_roles" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE INDEX "user_roles_status_idx" ON "user_roles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);