import { createHash } from 'node:crypto';
import { MSG, ROLE, type TDriverPage, type TGlobalSearchResponse, type TMovementInput } from '@trazo/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generators, invoices } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 26 item 6: the global search's scoping (company B never sees A's; a generator only its own),
// its folding of accents and case, and its answers to hostile input.

describe('global search', () => {
  let t: TestApp;
  let companyA: string;
  let companyB: string;
  let generator: string;
  const ids = new Map<string, number>();

  const movement = (
    manifest: string,
    placa: string,
    conductor: { documento: string; nombre: string },
    generador: { nit: string; nombre: string },
    documento: string,
  ): TMovementInput => {
    const base = sampleMovement(manifest);
    return {
      ...base,
      vehiculo: { placa },
      conductor,
      remesas: base.remesas.map((r) => ({ ...r, generador, documento_cliente: documento })),
    };
  };
  const search = async (token: string, q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/busqueda?q=${encodeURIComponent(q)}`,
      ...withCookie(token),
    });
    return { status: res.statusCode, body: res.json<TGlobalSearchResponse & { message?: string }>() };
  };
  /** group code → the titles and targets found. */
  const found = async (token: string, q: string) => {
    const { status, body } = await search(token, q);
    expect(status).toBe(200);
    return Object.fromEntries(
      body.grupos.map((g) => [
        g.code,
        g.data.map((h) => `${h.titulo}→${h.movimiento_id ?? `f${h.factura_id}`}`),
      ]),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createKey(t.app, 'transporte@trazo.demo');
    const b = await createKey(t.app, 'transporte2@trazo.demo');
    companyA = a.token;
    companyB = b.token;
    generator = (await loginAs(t.app, 'generador@trazo.demo')).token;
    // Without the demo world the grant names no generator: it speaks for NIT 860001234, as the demo's does.
    await t.app.db.execute(sql`
      update user_roles set company_nit = '860001234'
      where role_id = ${ROLE.generador} and user_id = (select id from users where email = 'generador@trazo.demo')`);
    const nono = { documento: '5550001', nombre: 'Ñoño Cárdenas Ávila' };
    const own = { nit: '860001234', nombre: 'Café de la Sabana S.A.S.' };
    const otherGen = { nit: '900999888', nombre: 'Otra Carga S.A.S.' };
    for (const [key, batch] of [
      [
        a.key.llave,
        [
          movement('S-100', 'SRC111', nono, own, 'PED-7001'),
          movement(
            'S-200',
            'SRC222',
            { documento: '5550002', nombre: 'Otro Conductor' },
            otherGen,
            'PED-7002',
          ),
        ],
      ],
      [
        b.key.llave,
        [movement('S-300', 'SRC333', nono, { nit: '824001122', nombre: 'Carbones' }, 'PED-7003')],
      ],
    ] as const) {
      const res = await postBatch(t.app, key, [...batch]);
      expect(res.statusCode).toBe(200);
      for (const r of res.json().resultados) ids.set(r.manifiesto_numero, r.id);
    }
    // Invoices: one per generator of A, one of B.
    const gens = await t.app.db.select().from(generators);
    const genOf = (nit: string) => gens.find((g) => g.nit === nit) as (typeof gens)[number];
    for (const [numero, nit] of [
      ['FS9001', '860001234'],
      ['FS9002', '900999888'],
      ['FS9003', '824001122'],
    ] as const) {
      const g = genOf(nit);
      await t.app.db.insert(invoices).values({
        customerId: g.customerId,
        generatorId: g.id,
        numero,
        emitidaAt: new Date('2026-03-01T15:00:00Z'),
        fechaEmision: '2026-03-01',
        fechaVencimiento: '2026-03-31',
        subtotal: 1000,
        iva: 190,
        otrosImpuestos: 0,
        retenciones: 0,
        total: 1190,
        cufe: createHash('sha384').update(numero).digest('hex'),
        formaPago: 'credito',
        plazoDias: 30,
        syncedAt: new Date('2026-03-01T15:00:00Z'),
      });
    }
    const [fs1] = await t.app.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.numero, 'FS9001')));
    ids.set('FS9001', fs1?.id as number);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('finds each kind for the company, grouped, and never another company’s rows', async () => {
    const s100 = ids.get('S-100');
    const s200 = ids.get('S-200');
    const s300 = ids.get('S-300');
    expect(await found(companyA, 'src')).toEqual({ placas: [`SRC111→${s100}`, `SRC222→${s200}`] });
    expect(await found(companyB, 'src')).toEqual({ placas: [`SRC333→${s300}`] });
    expect(await found(companyA, 's-1')).toEqual({
      manifiestos: [`S-100→${s100}`],
      remesas: [`S-100-1→${s100}`],
    });
    expect(await found(companyB, 's-1')).toEqual({});
    expect(await found(companyA, 'ped-700')).toEqual({
      clientes: [`PED-7001→${s100}`, `PED-7002→${s200}`],
    });
    expect(await found(companyA, '5550001')).toEqual({ conductores: [`Ñoño Cárdenas Ávila→${s100}`] });
    expect(await found(companyB, '5550001')).toEqual({ conductores: [`Ñoño Cárdenas Ávila→${s300}`] });
    expect(await found(companyA, 'fs900')).toEqual({
      facturas: [`FS9001→f${ids.get('FS9001')}`, expect.stringMatching(/^FS9002→f\d+$/)],
    });
    expect(await found(companyB, 'fs900')).toEqual({ facturas: [expect.stringMatching(/^FS9003→f\d+$/)] });
  });

  it('folds accents and case: "nono cardenas", "CÁRDENAS", "ávila" find Ñoño Cárdenas Ávila', async () => {
    for (const q of ['nono cardenas', 'CÁRDENAS', 'ávila', 'AVILA', 'ñoño']) {
      expect(await found(companyA, q)).toEqual({ conductores: [`Ñoño Cárdenas Ávila→${ids.get('S-100')}`] });
    }
    expect(await found(companyA, 'src 111')).toEqual({ placas: [`SRC111→${ids.get('S-100')}`] });
    expect(await found(companyA, 'src-111')).toEqual({ placas: [`SRC111→${ids.get('S-100')}`] });
  });

  it('shows a generator only the movements and invoices of its own consignments', async () => {
    const s100 = ids.get('S-100');
    expect(await found(generator, 'src')).toEqual({ placas: [`SRC111→${s100}`] });
    // "s-" is also the plate prefix "S": the generator's own vehicle only.
    expect(await found(generator, 's-')).toEqual({
      manifiestos: [`S-100→${s100}`],
      remesas: [`S-100-1→${s100}`],
      placas: [`SRC111→${s100}`],
    });
    expect(await found(generator, 'ped-7002')).toEqual({});
    expect(await found(generator, 'otro conductor')).toEqual({});
    expect(await found(generator, 'fs900')).toEqual({ facturas: [`FS9001→f${ids.get('FS9001')}`] });
  });

  it('shows invoices to a company user only with cartera.ver in the profile; a generator keeps its own', async () => {
    // despacho@ (profile Despachador) reads movements but not cartera. The seeded 'Consulta' profile
    // carries cartera.ver (SEEDED_PROFILES): a company that takes it away gets a read-only user without it.
    const despacho = (await loginAs(t.app, 'despacho@trazo.demo')).token;
    const admin = (await loginAs(t.app, 'transporte@trazo.demo')).token;
    expect((await loginAs(t.app, 'despacho@trazo.demo')).body.permisos).not.toContain('cartera.ver');
    expect(await found(despacho, 'fs900')).toEqual({});
    expect(await found(despacho, 's-1')).toEqual({
      manifiestos: [`S-100→${ids.get('S-100')}`],
      remesas: [`S-100-1→${ids.get('S-100')}`],
    });
    expect(Object.keys(await found(admin, 'fs900'))).toEqual(['facturas']);
    expect(await found(generator, 'fs9001')).toEqual({ facturas: [`FS9001→f${ids.get('FS9001')}`] });
    await t.app.db.execute(sql`
      update company_profiles set permissions = array_remove(permissions, 'cartera.ver')
      where name = 'Consulta' and customer_id = (select customer_id from user_roles ur join users u on u.id = ur.user_id
        where u.email = 'consulta@trazo.demo' and ur.role_id = ${ROLE.empresaTransporte})`);
    const reader = (await loginAs(t.app, 'consulta@trazo.demo')).token;
    expect(await found(reader, 'fs900')).toEqual({});
  });

  it('finds a driver renamed in Conductores by the new name, accents and case aside, and by document; only in its company', async () => {
    const s200 = ids.get('S-200');
    const list = async (token: string, q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/conductores?q=${encodeURIComponent(q)}`,
        ...withCookie(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TDriverPage>().data.map((d) => d.nombre);
    };
    const [driver] = (
      await t.app.inject({ method: 'GET', url: '/api/conductores?q=5550002', ...withCookie(companyA) })
    ).json<TDriverPage>().data;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/conductores/${driver?.id}`,
      payload: { nombre: 'Íñigo Peñalosa Güiza', telefono: '', email: '' },
      ...withCookie(companyA),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const q of ['inigo penalosa', 'PEÑALOSA', 'güiza', 'GUIZA', 'Íñigo', '5550002']) {
      expect(await found(companyA, q), q).toEqual({ conductores: [`Íñigo Peñalosa Güiza→${s200}`] });
    }
    expect(await found(companyA, 'otro conductor')).toEqual({});
    expect(await list(companyA, 'penalosa')).toEqual(['Íñigo Peñalosa Güiza']);
    expect(await list(companyA, 'otro conductor')).toEqual([]);
    // Company B and the generator (S-200 carries another generator's cargo) never see A's driver.
    expect(await found(companyB, 'penalosa')).toEqual({});
    expect(await list(companyB, 'penalosa')).toEqual([]);
    expect(await found(generator, 'penalosa')).toEqual({});
  });

  it('answers hostile input with a Spanish 4xx or an empty result, never a 500 or a wildcard match', async () => {
    for (const q of ['', ' ', 'a', 'x'.repeat(61), 'ab\u0000c', 'ab\ncd']) {
      const res = await search(companyA, q);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(MSG.searchQueryInvalid);
    }
    for (const q of ['%%', '__', '%_%', "' or 1=1 --", '\\\\', 'SRC%', 'S_1']) {
      expect(await found(companyA, q)).toEqual({});
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/busqueda?q=src' });
    expect(anonymous.statusCode).toBe(401);
    const provider = (await loginAs(t.app, 'proveedor@trazo.demo')).token;
    expect((await search(provider, 'src')).status).toBe(403);
  });
});
