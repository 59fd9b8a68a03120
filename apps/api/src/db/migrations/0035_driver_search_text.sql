-- The drivers' folded name and document, stored (ADR 0023, "Measured"): the global search and the driver
-- lists compare plain text instead of calling unaccent per row, which hid its price from the planner.
-- trazo_fold is the IMMUTABLE wrapper of migration 0007, so it may define a generated column; adding a
-- STORED generated column rewrites the table, which fills it for every existing driver (the backfill),
-- and every later insert or rename recomputes it.
DROP INDEX "drivers_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (trazo_fold("nombre" || ' ' || "documento")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "drivers_search_trgm_idx" ON "drivers" USING gin ("search_text" gin_trgm_ops);
