CREATE TABLE "preop_inspection_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preop_inspection_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(80) NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preop_inspection_item_photos" (
	"item_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "preop_inspection_item_photos_item_id_position_pk" PRIMARY KEY("item_id","position"),
	CONSTRAINT "preop_inspection_item_photos_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "preop_inspection_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preop_inspection_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"checklist_item_id" integer,
	"title" varchar(150) NOT NULL,
	"is_critical" boolean DEFAULT false NOT NULL,
	"rate" smallint NOT NULL,
	"observation" text DEFAULT '' NOT NULL,
	CONSTRAINT "preop_inspection_items_rate" CHECK ("preop_inspection_items"."rate" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "preop_inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preop_inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"movement_id" integer,
	"manifiesto_numero" varchar(30),
	"vehicle_id" integer,
	"vehiculo_placa" varchar(10) NOT NULL,
	"vehiculo_marca" varchar(60) DEFAULT '' NOT NULL,
	"vehiculo_modelo" varchar(20) DEFAULT '' NOT NULL,
	"vehiculo_serie" varchar(60) DEFAULT '' NOT NULL,
	"driver_id" integer,
	"conductor_nombre" varchar(150) NOT NULL,
	"conductor_documento" varchar(20) NOT NULL,
	"checklist_title" varchar(150) NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"observation" text DEFAULT '' NOT NULL,
	"clause" text DEFAULT '' NOT NULL,
	"signature_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preop_inspection_categories" ADD CONSTRAINT "preop_inspection_categories_inspection_id_preop_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."preop_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspection_item_photos" ADD CONSTRAINT "preop_inspection_item_photos_item_id_preop_inspection_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."preop_inspection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspection_item_photos" ADD CONSTRAINT "preop_inspection_item_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspection_items" ADD CONSTRAINT "preop_inspection_items_category_id_preop_inspection_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."preop_inspection_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspection_items" ADD CONSTRAINT "preop_inspection_items_checklist_item_id_checklist_items_id_fk" FOREIGN KEY ("checklist_item_id") REFERENCES "public"."checklist_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD CONSTRAINT "preop_inspections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD CONSTRAINT "preop_inspections_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD CONSTRAINT "preop_inspections_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD CONSTRAINT "preop_inspections_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preop_inspections" ADD CONSTRAINT "preop_inspections_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preop_inspection_categories_inspection_idx" ON "preop_inspection_categories" USING btree ("inspection_id","position");--> statement-breakpoint
CREATE INDEX "preop_inspection_items_category_idx" ON "preop_inspection_items" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "preop_inspections_customer_date_idx" ON "preop_inspections" USING btree ("customer_id","inspected_at");--> statement-breakpoint
CREATE INDEX "preop_inspections_movement_idx" ON "preop_inspections" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "preop_inspections_vehicle_date_idx" ON "preop_inspections" USING btree ("vehicle_id","inspected_at");