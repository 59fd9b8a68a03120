-- Trigram indexes for the administration lists' "contains" search (pg_trgm is a trusted contrib extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "access_tokens_user_role_idx" ON "access_tokens" USING btree ("user_role_id");--> statement-breakpoint
CREATE INDEX "customers_status_idx" ON "customers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (lower("razon_social" || ' ' || "nit") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_customer_status_idx" ON "user_roles" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE INDEX "user_roles_status_idx" ON "user_roles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);