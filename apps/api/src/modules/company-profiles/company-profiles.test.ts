import {
  ADMIN_PROFILE_NAME,
  MSG,
  PERMISSION_IDS,
  ROLE,
  SEEDED_PROFILES,
  type TCompanyProfile,
  type TProfileAuditPage,
  type TSessionResponse,
} from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, customers, userRoles } from '../../db/schema';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createCompany, createUser } from '../../test/fixtures';

// Issue 27 §3: a company's profiles, their assignment to the company's users, the audit, and the gate.

let t: TestApp;
let companyA: { id: number; nit: string };
let adminA: Record<string, string>;
let adminAGrant: number;
let companyB: { id: number; nit: string };
let adminB: Record<string, string>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function newCompany(nit: string, email: string) {
  const created = await createCompany(t.app, {
    nit,
    razon_social: `Empresa ${nit} S.A.S.`,
    kind: 'transporte',
    status: 'active',
    admin: { email, status: 'active' },
  });
  return { id: created.id, nit, grant: created.admin_id_usuario_rol ?? -1, email };
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await newCompany('830111001', 'admin.a@perfiles.co');
  const b = await newCompany('830111002', 'admin.b@perfiles.co');
  companyA = a;
  companyB = b;
  adminAGrant = a.grant;
  adminA = bearer((await loginAs(t.app, a.email)).token);
  adminB = bearer((await loginAs(t.app, b.email)).token);
}, 2 * SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

async function profilesOf(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/empresa-transporte/perfiles', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: TCompanyProfile[] }>().data;
}

async function profileId(headers: Record<string, string>, name: string) {
  const found = (await profilesOf(headers)).find((p) => p.nombre === name);
  if (!found) throw new Error(`no profile ${name}`);
  return found.id;
}

function assign(headers: Record<string, string>, grant: number, idPerfil: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/empresa-transporte/usuarios/${grant}/perfil`,
    headers,
    payload: { id_perfil: idPerfil },
  });
}

async function auditOf(headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/empresa-transporte/perfiles/auditoria?per_page=100',
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TProfileAuditPage>();
}

describe('company profiles', () => {
  it('a new company gets the seeded profiles (the SQL sets equal SEEDED_PROFILES) and its first user is Administrador', async () => {
    const profiles = await profilesOf(adminA);
    expect(profiles.map((p) => ({ name: p.nombre, permissions: p.permisos }))).toEqual(
      SEEDED_PROFILES.map((p) => ({
        name: p.name,
        permissions: PERMISSION_IDS.filter((id) => p.permissions.includes(id)),
      })),
    );
    const admin = profiles.find((p) => p.nombre === ADMIN_PROFILE_NAME);
    expect(admin?.permisos).toEqual([...PERMISSION_IDS]);
    expect(admin?.usuarios).toBe(1);
    const session = await t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', headers: adminA });
    expect(session.json<TSessionResponse>().permisos).toEqual([...PERMISSION_IDS]);
    // A later user of the company starts read only (Consulta).
    const later = await createUser(t.app, 'later.a@perfiles.co', [
      { id_role: ROLE.empresaTransporte, customer_nit: companyA.nit },
    ]);
    const [grant] = await t.app.db
      .select({ profileId: userRoles.profileId })
      .from(userRoles)
      .where(eq(userRoles.id, later.user_roles[0]?.id_usuario_rol ?? -1));
    expect(grant?.profileId).toBe(await profileId(adminA, 'Consulta'));
  });

  it('the demo company users carry their profiles: consulta@ reads movements and is refused writes', async () => {
    const consulta = bearer((await loginAs(t.app, 'consulta@trazo.demo')).token);
    const list = await t.app.inject({ method: 'GET', url: '/api/movimientos', headers: consulta });
    expect(list.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/integracion/llaves',
      headers: consulta,
      payload: { nombre: 'No debe crearse' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(MSG.profileForbidden);
    const despacho = (await loginAs(t.app, 'despacho@trazo.demo')).body;
    expect(despacho.permisos).toContain('movimientos.cargar');
    expect(despacho.permisos).not.toContain('usuarios.administrar');
  });

  it('creates and edits a profile, with an audit row (who, what, before and after) for each change', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/empresa-transporte/perfiles',
      headers: adminA,
      payload: { nombre: 'Auxiliar de tráfico', permisos: ['reportes.descargar', 'movimientos.ver'] },
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json<{ data: TCompanyProfile }>().data;
    expect(profile.permisos).toEqual(['movimientos.ver', 'reportes.descargar']);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/empresa-transporte/perfiles/${profile.id}`,
      headers: adminA,
      payload: { nombre: 'Auxiliar de tráfico', permisos: ['movimientos.ver'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: TCompanyProfile }>().data.permisos).toEqual(['movimientos.ver']);
    const audit = (await auditOf(adminA)).data.filter((r) => r.perfil === 'Auxiliar de tráfico');
    expect(audit.map((r) => r.accion)).toEqual(['perfil_editado', 'perfil_creado']);
    expect(audit[0]?.usuario).toContain('admin.a@perfiles.co');
    expect(audit[0]?.antes).toEqual({
      nombre: 'Auxiliar de tráfico',
      permisos: ['movimientos.ver', 'reportes.descargar'],
    });
    expect(audit[0]?.despues).toEqual({ nombre: 'Auxiliar de tráfico', permisos: ['movimientos.ver'] });
    // A second profile of the same name: 409, and nothing else written.
    const twin = await t.app.inject({
      method: 'POST',
      url: '/api/empresa-transporte/perfiles',
      headers: adminA,
      payload: { nombre: 'Auxiliar de tráfico', permisos: [] },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(MSG.profileNameTaken);
    // Unknown permission ids are refused with a 422.
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/empresa-transporte/perfiles',
      headers: adminA,
      payload: { nombre: 'Otro', permisos: ['todo.poder'] },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('Administrador keeps every permission and its name', async () => {
    const adminId = await profileId(adminA, ADMIN_PROFILE_NAME);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/empresa-transporte/perfiles/${adminId}`,
      headers: adminA,
      payload: { nombre: ADMIN_PROFILE_NAME, permisos: ['movimientos.ver'] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MSG.profileAdminFixed);
  });

  it('the last Administrador cannot lose it (409); with a second one it can, audited', async () => {
    const consultaId = await profileId(adminA, 'Consulta');
    const adminId = await profileId(adminA, ADMIN_PROFILE_NAME);
    const refused = await assign(adminA, adminAGrant, consultaId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.profileLastAdministrator);

    const second = await createUser(t.app, 'second.a@perfiles.co', [
      { id_role: ROLE.empresaTransporte, customer_nit: companyA.nit },
    ]);
    const secondGrant = second.user_roles[0]?.id_usuario_rol ?? -1;
    const promoted = await assign(adminA, secondGrant, adminId);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ id_perfil: adminId, perfil: ADMIN_PROFILE_NAME });
    const secondToken = bearer((await loginAs(t.app, 'second.a@perfiles.co')).token);
    const demoted = await assign(secondToken, adminAGrant, consultaId);
    expect(demoted.statusCode).toBe(200);
    // Now the second one is the last: it cannot be demoted, even by itself.
    const last = await assign(secondToken, secondGrant, consultaId);
    expect(last.statusCode).toBe(409);

    const assignments = (await auditOf(secondToken)).data.filter((r) => r.accion === 'perfil_asignado');
    expect(assignments[0]).toMatchObject({
      perfil: 'Consulta',
      antes: { perfil: ADMIN_PROFILE_NAME },
      despues: { perfil: 'Consulta' },
    });
    expect(assignments[0]?.afectado).toContain('admin.a@perfiles.co');
    expect(assignments[0]?.usuario).toContain('second.a@perfiles.co');
  });

  it('a change applies to the user’s next request', async () => {
    const user = await createUser(t.app, 'next.a@perfiles.co', [
      { id_role: ROLE.empresaTransporte, customer_nit: companyA.nit },
    ]);
    const grant = user.user_roles[0]?.id_usuario_rol ?? -1;
    const headers = bearer((await loginAs(t.app, 'next.a@perfiles.co')).token);
    const secondAdmin = bearer((await loginAs(t.app, 'second.a@perfiles.co')).token);
    const drivers = () => t.app.inject({ method: 'GET', url: '/api/conductores', headers });
    expect((await drivers()).statusCode).toBe(403);
    expect((await assign(secondAdmin, grant, await profileId(secondAdmin, 'Despachador'))).statusCode).toBe(
      200,
    );
    expect((await drivers()).statusCode).toBe(200);
    // Editing the profile itself also applies at once.
    const despachoId = await profileId(secondAdmin, 'Despachador');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/empresa-transporte/perfiles/${despachoId}`,
      headers: secondAdmin,
      payload: { nombre: 'Despachador', permisos: ['movimientos.ver'] },
    });
    expect(edit.statusCode).toBe(200);
    const refused = await drivers();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.profileForbidden);
  });

  it('tenant isolation: company B neither sees nor assigns company A’s profiles or users', async () => {
    // admin.a is Consulta by now (the test above): company A's Administrador is second.a.
    adminA = bearer((await loginAs(t.app, 'second.a@perfiles.co')).token);
    const idsA = (await profilesOf(adminA)).map((p) => p.id);
    const idsB = (await profilesOf(adminB)).map((p) => p.id);
    expect(idsA.length).toBeGreaterThan(5);
    expect(idsB.length).toBe(SEEDED_PROFILES.length);
    expect(idsB.filter((id) => idsA.includes(id))).toEqual([]);
    const [grantB] = await t.app.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.customerId, companyB.id), eq(userRoles.roleId, ROLE.empresaTransporte)));
    // B's user with A's profile: 404 (and the composite key would refuse it anyway).
    const foreignProfile = await assign(adminB, grantB?.id ?? -1, idsA[1] ?? -1);
    expect(foreignProfile.statusCode).toBe(404);
    expect(foreignProfile.json().message).toBe(MSG.profileNotFound);
    // A's user from B: 404, as an unknown id.
    const foreignUser = await assign(adminB, adminAGrant, idsB[1] ?? -1);
    expect(foreignUser.statusCode).toBe(404);
    expect(foreignUser.json().message).toBe(MSG.profileUserNotFound);
    const editForeign = await t.app.inject({
      method: 'PUT',
      url: `/api/empresa-transporte/perfiles/${idsA[1]}`,
      headers: adminB,
      payload: { nombre: 'Despachador', permisos: [] },
    });
    expect(editForeign.statusCode).toBe(404);
    // B changed nothing (the foreign attempts failed) and sees none of A's audit.
    expect((await auditOf(adminB)).data).toEqual([]);
    expect((await auditOf(adminA)).total).toBeGreaterThan(3);
    // The database refuses a grant pointing at another company's profile.
    await expect(
      t.app.db
        .update(userRoles)
        .set({ profileId: idsA[1] ?? -1 })
        .where(eq(userRoles.id, grantB?.id ?? -1)),
    ).rejects.toThrow();
    const [stillB] = await t.app.db
      .select()
      .from(companyProfiles)
      .where(eq(companyProfiles.customerId, companyB.id));
    expect(stillB).toBeDefined();
    const [b] = await t.app.db.select().from(customers).where(eq(customers.id, companyB.id));
    expect(b?.nit).toBe(companyB.nit);
  });

  it('twenty parallel demotions of two Administradores leave exactly one Administrador', async () => {
    const c = await newCompany('830111003', 'admin.c@perfiles.co');
    const headers = bearer((await loginAs(t.app, c.email)).token);
    const other = await createUser(t.app, 'other.c@perfiles.co', [
      { id_role: ROLE.empresaTransporte, customer_nit: c.nit },
    ]);
    const otherGrant = other.user_roles[0]?.id_usuario_rol ?? -1;
    const adminId = await profileId(headers, ADMIN_PROFILE_NAME);
    const consultaId = await profileId(headers, 'Consulta');
    expect((await assign(headers, otherGrant, adminId)).statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => assign(headers, i % 2 ? otherGrant : c.grant, consultaId)),
    );
    const codes = results.map((r) => r.statusCode);
    // An Administrador who demoted itself is refused its next calls (403): the change applies at once.
    expect(codes).toHaveLength(20);
    expect(codes.every((code) => code === 200 || code === 409 || code === 403)).toBe(true);
    expect(codes.some((code) => code !== 200)).toBe(true);
    const admins = await t.app.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.customerId, c.id), eq(userRoles.profileId, adminId)));
    expect(admins).toHaveLength(1);
  });
});
