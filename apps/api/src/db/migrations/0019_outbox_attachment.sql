ALTER TABLE "email_outbox" ADD COLUMN "attachment_name" varchar(200);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachment_type" varchar(100);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachment" "bytea";