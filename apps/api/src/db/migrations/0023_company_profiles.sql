CREATE TABLE "company_profile_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_profile_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" varchar(30) NOT NULL,
	"profile_id" integer,
	"user_role_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"permissions" text[] NOT NULL,
	"is_seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profiles_customer_name" UNIQUE("customer_id","name"),
	CONSTRAINT "company_profiles_id_customer" UNIQUE("id","customer_id"),
	CONSTRAINT "company_profiles_name_not_blank" CHECK (btrim("company_profiles"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "company_profile_audit" ADD CONSTRAINT "company_profile_audit_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profile_audit" ADD CONSTRAINT "company_profile_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_profile_audit_customer_idx" ON "company_profile_audit" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "company_profile_audit_actor_idx" ON "company_profile_audit" USING btree ("actor_user_id");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_profile_fk" FOREIGN KEY ("profile_id","customer_id") REFERENCES "public"."company_profiles"("id","customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_roles_profile_idx" ON "user_roles" USING btree ("profile_id","customer_id");--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Issue 27 §3: every transport company has the seeded profiles (packages/shared SEEDED_PROFILES: the same
-- sets; company-profiles.test.ts compares them). Idempotent: a company that has a profile's name keeps it.
CREATE FUNCTION trazo_seed_company_profiles(cid integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_profiles (customer_id, name, permissions, is_seeded)
  SELECT cid, p.name, p.permissions, true
  FROM (VALUES
    ('Administrador', ARRAY['movimientos.ver','movimientos.cargar','configuracion.eventos','conductores.administrar','legalizaciones.revisar','anticipos.registrar','reportes.descargar','cartera.ver','turnos.administrar','plantillas.administrar','usuarios.administrar']::text[]),
    ('Despachador', ARRAY['movimientos.ver','movimientos.cargar','conductores.administrar','anticipos.registrar','reportes.descargar','turnos.administrar']::text[]),
    ('Tráfico', ARRAY['movimientos.ver','conductores.administrar','reportes.descargar','turnos.administrar','plantillas.administrar']::text[]),
    ('Cartera', ARRAY['movimientos.ver','legalizaciones.revisar','anticipos.registrar','reportes.descargar','cartera.ver']::text[]),
    ('HSEQ/PESV', ARRAY['movimientos.ver','configuracion.eventos','conductores.administrar','reportes.descargar']::text[]),
    ('Consulta', ARRAY['movimientos.ver','cartera.ver']::text[])
  ) AS p(name, permissions)
  ON CONFLICT (customer_id, name) DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION trazo_company_profiles_on_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trazo_seed_company_profiles(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_profiles_on_customer AFTER INSERT ON customers
  FOR EACH ROW WHEN (NEW.kind = 'transporte') EXECUTE FUNCTION trazo_company_profiles_on_customer();
--> statement-breakpoint
-- A company user's grant created without a profile: the company's first user is Administrador, any later
-- one starts as Consulta (read only) until an administrator assigns another.
CREATE FUNCTION trazo_company_profile_on_grant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trazo_seed_company_profiles(NEW.customer_id);
  SELECT p.id INTO NEW.profile_id FROM company_profiles p
   WHERE p.customer_id = NEW.customer_id
     AND p.name = CASE WHEN EXISTS (
           SELECT 1 FROM user_roles g WHERE g.customer_id = NEW.customer_id AND g.role_id = 5
         ) THEN 'Consulta' ELSE 'Administrador' END;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_profile_on_grant BEFORE INSERT ON user_roles
  FOR EACH ROW WHEN (NEW.role_id = 5 AND NEW.customer_id IS NOT NULL AND NEW.profile_id IS NULL)
  EXECUTE FUNCTION trazo_company_profile_on_grant();
--> statement-breakpoint
-- The companies and company users of before: every company its profiles, every user Administrador, so
-- nothing they could do before is refused now.
SELECT trazo_seed_company_profiles(c.id) FROM customers c
 WHERE c.kind = 'transporte' OR EXISTS (SELECT 1 FROM user_roles g WHERE g.customer_id = c.id AND g.role_id = 5);
--> statement-breakpoint
UPDATE user_roles g SET profile_id = p.id FROM company_profiles p
 WHERE g.role_id = 5 AND g.customer_id = p.customer_id AND p.name = 'Administrador' AND g.profile_id IS NULL;
