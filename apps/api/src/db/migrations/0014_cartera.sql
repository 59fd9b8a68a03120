CREATE TYPE "public"."invoice_payment_form" AS ENUM('contado', 'credito');--> statement-breakpoint
CREATE TYPE "public"."invoice_payment_kind" AS ENUM('pago', 'nota_credito');--> statement-breakpoint
CREATE TABLE "cartera_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"aging_edges" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_consignments" (
	"invoice_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	CONSTRAINT "invoice_consignments_invoice_id_consignment_id_pk" PRIMARY KEY("invoice_id","consignment_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"referencia" varchar(30) NOT NULL,
	"tipo" "invoice_payment_kind" NOT NULL,
	"fecha" date NOT NULL,
	"valor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_customer_referencia" UNIQUE("customer_id","referencia")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"generator_id" integer NOT NULL,
	"numero" varchar(25) NOT NULL,
	"emitida_at" timestamp with time zone NOT NULL,
	"fecha_emision" date NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"subtotal" bigint NOT NULL,
	"iva" bigint NOT NULL,
	"otros_impuestos" bigint NOT NULL,
	"retenciones" bigint NOT NULL,
	"total" bigint NOT NULL,
	"cufe" char(96) NOT NULL,
	"forma_pago" "invoice_payment_form" NOT NULL,
	"plazo_dias" smallint NOT NULL,
	"anulada_el" date,
	"motivo_anulacion" varchar(300),
	"pdf_file_id" uuid,
	"xml_file_id" uuid,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_customer_numero" UNIQUE("customer_id","numero")
);
--> statement-breakpoint
ALTER TABLE "cartera_settings" ADD CONSTRAINT "cartera_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_consignments" ADD CONSTRAINT "invoice_consignments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_consignments" ADD CONSTRAINT "invoice_consignments_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_xml_file_id_stored_files_id_fk" FOREIGN KEY ("xml_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_consignments_consignment_idx" ON "invoice_consignments" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_fecha_idx" ON "invoice_payments" USING btree ("invoice_id","fecha");--> statement-breakpoint
CREATE INDEX "invoices_customer_vencimiento_idx" ON "invoices" USING btree ("customer_id","fecha_vencimiento");--> statement-breakpoint
CREATE INDEX "invoices_generator_vencimiento_idx" ON "invoices" USING btree ("generator_id","fecha_vencimiento");--> statement-breakpoint
CREATE INDEX "invoices_customer_emision_idx" ON "invoices" USING btree ("customer_id","fecha_emision" DESC NULLS LAST);