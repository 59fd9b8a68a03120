ALTER TABLE "trip_expenses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD COLUMN "is_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_legalisations" ADD COLUMN "reopened_at" timestamp with time zone;