-- Search ignores accents and case (issue 14 item 4): unaccent (a trusted contrib extension since
-- PostgreSQL 13; PGlite loads it in db/pglite.ts) behind an IMMUTABLE wrapper, so expression indexes may
-- use it. The dictionary and function are schema-qualified: an index must not depend on search_path.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION trazo_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
DROP INDEX "customers_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (trazo_fold("razon_social" || ' ' || "nit") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (trazo_fold("name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);