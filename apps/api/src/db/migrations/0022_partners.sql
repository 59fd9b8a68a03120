ALTER TABLE "vehicles" ADD COLUMN "propietario_nit" varchar(15) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "valor_flete_cop" bigint;--> statement-breakpoint
CREATE INDEX "vehicles_owner_nit_idx" ON "vehicles" USING btree ("propietario_nit") WHERE "vehicles"."propietario_nit" <> '';--> statement-breakpoint
CREATE INDEX "trip_expenses_beneficiary_nit_idx" ON "trip_expenses" USING btree ("beneficiary_nit","occurred_at") WHERE "trip_expenses"."beneficiary_nit" <> '';