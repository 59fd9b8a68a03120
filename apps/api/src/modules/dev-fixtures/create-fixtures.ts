import { nitCheckDigit, text } from '@trazo/shared';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { customers, userRoles, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { adminRoleOf } from '../customer-admin/find-customers';

// Fresh users and companies for end-to-end tests, which run in parallel on one server and must not
// change the shared demo accounts. Registered only with TEST_FIXTURES=on (config.ts), which only the test runners set.

const ZStatus = z.enum(['pending', 'active', 'disabled']);

export const ZDevUserRequest = z.object({
  email: z.email().transform((v) => v.toLowerCase()),
  password: text().min(8).max(128).default(DEMO_PASSWORD),
  name: text().min(1).max(100).default('Usuario'),
  last_name: text().min(1).max(100).default('De Prueba'),
  verified: z.boolean().default(true),
  roles: z
    .array(
      z.object({
        id_role: z.number().int().min(1).max(6),
        customer_nit: text().nullable(),
        status: ZStatus.default('active'),
        /** The NIT a generator, provider or third party gave at registration. */
        company_nit: text().optional(),
      }),
    )
    .min(1),
});

export const ZDevUserResponse = z.object({
  id: z.number().int(),
  user_roles: z.array(
    z.object({
      id_usuario_rol: z.number().int(),
      id_role: z.number().int(),
      id_customer: z.number().int().nullable(),
      status: ZStatus,
    }),
  ),
});

export const ZDevCustomerRequest = z.object({
  nit: text().regex(/^\d{6,15}$/),
  razon_social: text().min(1).max(200),
  kind: z.enum(['transporte', 'especiales']),
  status: ZStatus.default('pending'),
  has_mobile_app: z.boolean().default(false),
  admin: ZDevUserRequest.pick({ email: true, password: true, name: true, last_name: true })
    .extend({ status: ZStatus.default('pending') })
    .optional(),
});

export const ZDevCustomerResponse = z.object({
  id: z.number().int(),
  admin_user_id: z.number().int().nullable(),
  admin_id_usuario_rol: z.number().int().nullable(),
});

type DevUser = z.output<typeof ZDevUserRequest>;

export async function createDevUser(
  db: Db,
  input: DevUser,
  now: Date,
  isTestCost: boolean,
): Promise<z.infer<typeof ZDevUserResponse>> {
  const nits = input.roles.flatMap((r) => (r.customer_nit ? [r.customer_nit] : []));
  const found = nits.length ? await db.select().from(customers).where(inArray(customers.nit, nits)) : [];
  const idOf = (nit: string | null) => {
    if (nit === null) return null;
    const customer = found.find((c) => c.nit === nit);
    if (!customer) throw new AppError(422, `No existe una empresa con NIT ${nit}.`);
    return customer.id;
  };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw new AppError(422, `Ya existe un usuario con el correo ${input.email}.`);
  const passwordHash = await hashPassword(input.password, isTestCost);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        name: input.name,
        lastName: input.last_name,
        emailVerifiedAt: input.verified ? now : null,
        verificationCodeSentAt: input.verified ? null : now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    const grants = await tx
      .insert(userRoles)
      .values(
        input.roles.map((r) => ({
          userId: user.id,
          roleId: r.id_role,
          customerId: idOf(r.customer_nit),
          status: r.status,
          companyNit: r.company_nit ?? null,
          createdAt: now,
        })),
      )
      .returning();
    return {
      id: user.id,
      user_roles: grants.map((g) => ({
        id_usuario_rol: g.id,
        id_role: g.roleId,
        id_customer: g.customerId,
        status: g.status,
      })),
    };
  });
}

export async function createDevCustomer(
  db: Db,
  input: z.output<typeof ZDevCustomerRequest>,
  now: Date,
  isTestCost: boolean,
): Promise<z.infer<typeof ZDevCustomerResponse>> {
  const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.nit, input.nit));
  if (taken) throw new AppError(422, `Ya existe una empresa con NIT ${input.nit}.`);
  const [customer] = await db
    .insert(customers)
    .values({
      nit: input.nit,
      checkDigit: nitCheckDigit(input.nit),
      razonSocial: input.razon_social,
      kind: input.kind,
      status: input.status,
      hasMobileApp: input.has_mobile_app,
      createdAt: now,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('customer not created');
  if (!input.admin) return { id: customer.id, admin_user_id: null, admin_id_usuario_rol: null };
  const { status, ...admin } = input.admin;
  const created = await createDevUser(
    db,
    {
      ...admin,
      verified: true,
      roles: [{ id_role: adminRoleOf(input.kind), customer_nit: input.nit, status }],
    },
    now,
    isTestCost,
  );
  return {
    id: customer.id,
    admin_user_id: created.id,
    admin_id_usuario_rol: created.user_roles[0]?.id_usuario_rol ?? null,
  };
}
