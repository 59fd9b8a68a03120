CREATE TABLE "generator_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generator_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"generator_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"event_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generator_contacts_email" UNIQUE("generator_id","email")
);
--> statement-breakpoint
CREATE TABLE "generator_notification_mutes" (
	"customer_id" integer NOT NULL,
	"generator_id" integer NOT NULL,
	"event_id" smallint NOT NULL,
	CONSTRAINT "generator_notification_mutes_customer_id_generator_id_event_id_pk" PRIMARY KEY("customer_id","generator_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "notification_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"movement_id" integer NOT NULL,
	"movement_event_id" integer NOT NULL,
	"template_id" integer,
	"channel" varchar(20) NOT NULL,
	"recipient_kind" varchar(20) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_log_once" UNIQUE("movement_event_id","channel","recipient")
);
--> statement-breakpoint
CREATE TABLE "notification_opt_outs" (
	"customer_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_opt_outs_customer_id_email_pk" PRIMARY KEY("customer_id","email")
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"event_id" smallint NOT NULL,
	"recipient_kind" varchar(20) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"staff_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_templates_event_kind" UNIQUE("customer_id","event_id","recipient_kind")
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "destinatario_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "generator_contacts" ADD CONSTRAINT "generator_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_contacts" ADD CONSTRAINT "generator_contacts_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_notification_mutes" ADD CONSTRAINT "generator_notification_mutes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_notification_mutes" ADD CONSTRAINT "generator_notification_mutes_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_movement_event_id_movement_events_id_fk" FOREIGN KEY ("movement_event_id") REFERENCES "public"."movement_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_template_id_notification_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."notification_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generator_contacts_customer_idx" ON "generator_contacts" USING btree ("customer_id","generator_id");--> statement-breakpoint
CREATE INDEX "generator_notification_mutes_generator_idx" ON "generator_notification_mutes" USING btree ("generator_id");--> statement-breakpoint
CREATE INDEX "notification_log_movement_idx" ON "notification_log" USING btree ("movement_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_log_customer_idx" ON "notification_log" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "notification_log_template_idx" ON "notification_log" USING btree ("template_id");