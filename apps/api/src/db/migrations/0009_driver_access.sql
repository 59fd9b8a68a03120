CREATE TYPE "public"."driver_access_status" AS ENUM('active', 'disabled');--> statement-breakpoint
CREATE TABLE "driver_access" (
	"driver_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"status" "driver_access_status" DEFAULT 'active' NOT NULL,
	"password_set_at" timestamp with time zone NOT NULL,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "driver_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" char(64) NOT NULL,
	"driver_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"device_label" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(45),
	"user_agent" text,
	CONSTRAINT "driver_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_access" ADD CONSTRAINT "driver_access_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_access" ADD CONSTRAINT "driver_access_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sessions" ADD CONSTRAINT "driver_sessions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sessions" ADD CONSTRAINT "driver_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_access_customer_idx" ON "driver_access" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "driver_sessions_driver_idx" ON "driver_sessions" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "driver_sessions_customer_idx" ON "driver_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "driver_sessions_expires_idx" ON "driver_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "drivers_documento_idx" ON "drivers" USING btree ("documento");--> statement-breakpoint
CREATE INDEX "drivers_search_trgm_idx" ON "drivers" USING gin (trazo_fold("nombre" || ' ' || "documento") gin_trgm_ops);