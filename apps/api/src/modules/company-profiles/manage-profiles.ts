import {
  ADMIN_PROFILE_NAME,
  MSG,
  PERMISSION_IDS,
  type Permission,
  ROLE,
  type TCompanyProfile,
  type TProfileAuditPage,
  type TProfileAuditRow,
} from '@trazo/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { lockCustomer } from '../../db/lock-customer';
import { companyProfileAudit, companyProfiles, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { offsetOf, toPage } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/pg-errors';
import { keepAnAdministrator } from './last-administrator';

// Issue 27 §3: a transport company's profiles, who holds which, and the audit of every change. Every write
// locks the company's row, so two administrators changing profiles or assignments queue (the last
// Administrador cannot be lost to a race).

export interface ProfileActor {
  userId: number;
  customerId: number;
  now: Date;
}

/** Grants that count as the company's users: awaiting activation or active. */
const LIVE_STATUSES = ['active', 'pending'] as const;

/** Permissions in the catalogue's order (stable for the audit and the UI). */
function ordered(permissions: readonly string[]): Permission[] {
  return PERMISSION_IDS.filter((p) => permissions.includes(p));
}

export async function listProfiles(db: Db, customerId: number): Promise<TCompanyProfile[]> {
  const holders = db
    .select({ profileId: userRoles.profileId, n: count().as('n') })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.customerId, customerId),
        eq(userRoles.roleId, ROLE.empresaTransporte),
        inArray(userRoles.status, [...LIVE_STATUSES]),
      ),
    )
    .groupBy(userRoles.profileId)
    .as('holders');
  const rows = await db
    .select({
      id: companyProfiles.id,
      name: companyProfiles.name,
      permissions: companyProfiles.permissions,
      isSeeded: companyProfiles.isSeeded,
      updatedAt: companyProfiles.updatedAt,
      holders: holders.n,
    })
    .from(companyProfiles)
    .leftJoin(holders, eq(holders.profileId, companyProfiles.id))
    .where(eq(companyProfiles.customerId, customerId))
    .orderBy(desc(companyProfiles.isSeeded), companyProfiles.id);
  return rows.map((r) => ({
    id: r.id,
    nombre: r.name,
    permisos: ordered(r.permissions),
    inicial: r.isSeeded,
    usuarios: Number(r.holders ?? 0),
    updated_at: r.updatedAt.toISOString(),
  }));
}

async function profileOf(db: Db, customerId: number, profileId: number) {
  const [row] = await db
    .select()
    .from(companyProfiles)
    .where(and(eq(companyProfiles.id, profileId), eq(companyProfiles.customerId, customerId)));
  if (!row) throw new AppError(404, MSG.profileNotFound);
  return row;
}

async function profileView(db: Db, customerId: number, profileId: number): Promise<TCompanyProfile> {
  const found = (await listProfiles(db, customerId)).find((p) => p.id === profileId);
  if (!found) throw new AppError(404, MSG.profileNotFound);
  return found;
}

function asNameConflict(error: unknown): never {
  if (uniqueViolation(error) === 'company_profiles_customer_name')
    throw new AppError(409, MSG.profileNameTaken);
  throw error;
}

export async function createProfile(
  db: Db,
  actor: ProfileActor,
  input: { nombre: string; permisos: Permission[] },
): Promise<TCompanyProfile> {
  const permissions = ordered(input.permisos);
  const id = await db
    .transaction(async (tx) => {
      await lockCustomer(tx, actor.customerId);
      const [row] = await tx
        .insert(companyProfiles)
        .values({
          customerId: actor.customerId,
          name: input.nombre,
          permissions,
          createdAt: actor.now,
          updatedAt: actor.now,
        })
        .returning({ id: companyProfiles.id });
      if (!row) throw new Error('profile not created');
      await tx.insert(companyProfileAudit).values({
        customerId: actor.customerId,
        actorUserId: actor.userId,
        action: 'perfil_creado',
        profileId: row.id,
        after: { nombre: input.nombre, permisos: permissions },
        createdAt: actor.now,
      });
      return row.id;
    })
    .catch(asNameConflict);
  return profileView(db, actor.customerId, id);
}

export async function updateProfile(
  db: Db,
  actor: ProfileActor,
  profileId: number,
  input: { nombre: string; permisos: Permission[] },
): Promise<TCompanyProfile> {
  const permissions = ordered(input.permisos);
  await db
    .transaction(async (tx) => {
      await lockCustomer(tx, actor.customerId);
      const current = await profileOf(tx, actor.customerId, profileId);
      const isAdmin = current.isSeeded && current.name === ADMIN_PROFILE_NAME;
      if (isAdmin && (input.nombre !== current.name || permissions.length !== PERMISSION_IDS.length)) {
        throw new AppError(409, MSG.profileAdminFixed);
      }
      if (current.isSeeded && input.nombre !== current.name) throw new AppError(409, MSG.profileSeededName);
      const before = { nombre: current.name, permisos: ordered(current.permissions) };
      const after = { nombre: input.nombre, permisos: permissions };
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      await tx
        .update(companyProfiles)
        .set({ name: input.nombre, permissions, updatedAt: actor.now })
        .where(eq(companyProfiles.id, current.id));
      await tx.insert(companyProfileAudit).values({
        customerId: actor.customerId,
        actorUserId: actor.userId,
        action: 'perfil_editado',
        profileId: current.id,
        before,
        after,
        createdAt: actor.now,
      });
    })
    .catch(asNameConflict);
  return profileView(db, actor.customerId, profileId);
}

/**
 * Gives a company user another profile. The company's last active Administrador keeps it (409). The
 * user's next request already carries the new permissions (the session reads the profile).
 */
export async function assignProfile(
  db: Db,
  actor: ProfileActor,
  userRoleId: number,
  profileId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, actor.customerId);
    const [grant] = await tx
      .select({ id: userRoles.id, status: userRoles.status, profileId: userRoles.profileId })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.id, userRoleId),
          eq(userRoles.customerId, actor.customerId),
          eq(userRoles.roleId, ROLE.empresaTransporte),
        ),
      );
    // Another company's user answers as an unknown one (no hint that the id exists elsewhere).
    if (!grant) throw new AppError(404, MSG.profileUserNotFound);
    const next = await profileOf(tx, actor.customerId, profileId);
    if (grant.profileId === next.id) return;
    const current = grant.profileId === null ? null : await profileOf(tx, actor.customerId, grant.profileId);
    const isAdmin = (p: { name: string; isSeeded: boolean } | null) =>
      p?.isSeeded === true && p.name === ADMIN_PROFILE_NAME;
    if (!isAdmin(next)) {
      await keepAnAdministrator(tx, {
        ...grant,
        roleId: ROLE.empresaTransporte,
        customerId: actor.customerId,
      });
    }
    await tx.update(userRoles).set({ profileId: next.id }).where(eq(userRoles.id, grant.id));
    await tx.insert(companyProfileAudit).values({
      customerId: actor.customerId,
      actorUserId: actor.userId,
      action: 'perfil_asignado',
      profileId: next.id,
      userRoleId: grant.id,
      before: current ? { id_perfil: current.id, perfil: current.name } : null,
      after: { id_perfil: next.id, perfil: next.name },
      createdAt: actor.now,
    });
  });
}

const actors = alias(users, 'actors');
const affectedGrants = alias(userRoles, 'affected_grants');
const affectedUsers = alias(users, 'affected_users');

function personOf(name: string | null, lastName: string | null, email: string | null): string | null {
  if (email === null) return null;
  return `${`${name ?? ''} ${lastName ?? ''}`.trim()} (${email})`;
}

/** The company's profile audit, newest first, one page (index: company_profile_audit by company, id). */
export async function listProfileAudit(
  db: Db,
  customerId: number,
  page: number,
  perPage: number,
): Promise<TProfileAuditPage> {
  const where = eq(companyProfileAudit.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companyProfileAudit.id,
        action: companyProfileAudit.action,
        actorName: actors.name,
        actorLastName: actors.lastName,
        actorEmail: actors.email,
        profileName: companyProfiles.name,
        affectedName: affectedUsers.name,
        affectedLastName: affectedUsers.lastName,
        affectedEmail: affectedUsers.email,
        before: companyProfileAudit.before,
        after: companyProfileAudit.after,
        createdAt: companyProfileAudit.createdAt,
      })
      .from(companyProfileAudit)
      .leftJoin(actors, eq(actors.id, companyProfileAudit.actorUserId))
      .leftJoin(
        companyProfiles,
        and(
          eq(companyProfiles.id, companyProfileAudit.profileId),
          eq(companyProfiles.customerId, customerId),
        ),
      )
      .leftJoin(
        affectedGrants,
        and(eq(affectedGrants.id, companyProfileAudit.userRoleId), eq(affectedGrants.customerId, customerId)),
      )
      .leftJoin(affectedUsers, eq(affectedUsers.id, affectedGrants.userId))
      .where(where)
      .orderBy(desc(companyProfileAudit.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ n: count() }).from(companyProfileAudit).where(where),
  ]);
  const data: TProfileAuditRow[] = rows.map((r) => ({
    id: r.id,
    accion: r.action as TProfileAuditRow['accion'],
    usuario: personOf(r.actorName, r.actorLastName, r.actorEmail),
    perfil: r.profileName,
    afectado: personOf(r.affectedName, r.affectedLastName, r.affectedEmail),
    antes: r.before,
    despues: r.after,
    created_at: r.createdAt.toISOString(),
  }));
  return toPage(data, total?.n ?? 0, page, perPage);
}

/** Used by tests and the demo seed: the id of a company's profile by name. */
export async function profileIdByName(db: Db, customerId: number, name: string): Promise<number> {
  const [row] = await db
    .select({ id: companyProfiles.id })
    .from(companyProfiles)
    .where(and(eq(companyProfiles.customerId, customerId), eq(companyProfiles.name, name)));
  if (!row) throw new Error(`no profile ${name} for customer ${customerId}`);
  return row.id;
}
