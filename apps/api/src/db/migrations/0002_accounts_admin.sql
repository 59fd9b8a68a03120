-- pg_trgm backs the administration lists' "contains" search (a trusted contrib extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."verification_purpose" AS ENUM('email_code', 'password_code', 'password_link');--> statement-breakpoint
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
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "access_tokens_user_role_idx" ON "access_tokens" USING btree ("user_role_id");--> statement-breakpoint
CREATE INDEX "customers_status_idx" ON "customers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (lower("razon_social" || ' ' || "nit") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_customer_status_idx" ON "user_roles" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE INDEX "user_roles_status_idx" ON "user_roles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);