CREATE TABLE "user_report_columns" (
	"user_id" integer NOT NULL,
	"report" varchar(40) NOT NULL,
	"columns" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_report_columns_user_id_report_pk" PRIMARY KEY("user_id","report")
);
--> statement-breakpoint
ALTER TABLE "user_report_columns" ADD CONSTRAINT "user_report_columns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;