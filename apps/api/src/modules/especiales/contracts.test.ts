import { MSG, type TContract, type TContractPage } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { contractForm, ESPECIALES_DEMO, EVENTOS, operatorSession } from './especiales-test-helpers';

// Contratos (issue 24 item 2): the consecutive per operator, dates, convenio partner, covered municipalities.

let t: TestApp;
let a: Awaited<ReturnType<typeof operatorSession>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await operatorSession(t, EVENTOS);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

const PATH = '/especiales/contratos';

describe('contratos', () => {
  it('numbers parallel creations 1…N without gaps or repeats, per operator', async () => {
    const b = await operatorSession(t, ESPECIALES_DEMO);
    const before = (await b.call('GET', PATH)).json<TContractPage>().data[0]?.number ?? 0;
    const made = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        a.call('POST', PATH, contractForm({ objeto: `Contrato A${i}` })),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        b.call('POST', PATH, contractForm({ objeto: `Contrato B${i}` })),
      ),
    ]);
    expect(made.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const numbers = made.map((r) => r.json<TContract>().number);
    expect(numbers.slice(0, 8).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(numbers.slice(8).sort((x, y) => x - y)).toEqual([1, 2, 3, 4].map((n) => before + n));
    const list = (await a.call('GET', `${PATH}?per_page=5`)).json<TContractPage>();
    expect(list.data.map((c) => c.number)).toEqual([8, 7, 6, 5, 4]);
  });

  it('refuses an end before the start, no route, and a convenio without its partner (Spanish 422s)', async () => {
    const dates = await a.call(
      'POST',
      PATH,
      contractForm({ startDate: '2026-05-02', endDate: '2026-05-01' }),
    );
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors.endDate).toEqual([MSG.espContractEndBeforeStart]);
    const route = await a.call('POST', PATH, contractForm({ route: '', zoneIds: [] }));
    expect(route.json().errors.route).toEqual([MSG.espContractRouteRequired]);
    const partner = await a.call('POST', PATH, contractForm({ convenioType: 'consorcio' }));
    expect(partner.json().errors.partnerName).toEqual([MSG.espPartnerRequired]);
    const type = await a.call('POST', PATH, contractForm({ type: 'carga' }));
    expect(type.json().errors.type).toEqual([MSG.espContractTypeInvalid]);
    const email = await a.call('POST', PATH, contractForm({ responsibleEmail: 'no-es-correo' }));
    expect(email.json().errors.responsibleEmail).toEqual([MSG.emailInvalid]);
    const zone = await a.call('POST', PATH, contractForm({ zoneIds: [99999] }));
    expect(zone.statusCode).toBe(422);
    expect(zone.json().message).toBe(MSG.espZoneUnknown);
    // None of them took a number.
    expect((await a.call('GET', PATH)).json<TContractPage>().total).toBe(8);
  });

  it('keeps covered municipalities and the partner; without convenio the partner is cleared', async () => {
    const created = await a.call(
      'POST',
      PATH,
      contractForm({
        type: 'salud',
        route: '',
        zoneIds: [25175, 11001],
        convenioType: 'union_temporal',
        partnerName: 'Movilidad Andina S.A.S.',
        partnerNit: '900123456',
        partnerDv: 8,
      }),
    );
    expect(created.statusCode).toBe(201);
    const contract = created.json<TContract>();
    expect(contract.zones.map((z) => z.id)).toEqual([25175, 11001]);
    expect(contract.zones[0]?.name).toMatch(/CH[IÍ]A/);
    expect(contract).toMatchObject({ number: 9, convenioType: 'union_temporal', partnerDv: 8 });
    const edited = await a.call('PUT', `${PATH}/${contract.id}`, {
      ...contractForm({ route: 'Bogotá – Chía' }),
      partnerName: 'Sobra',
    });
    expect(edited.json<TContract>()).toMatchObject({
      number: 9,
      convenioType: null,
      partnerName: '',
      partnerDv: null,
    });
    const wrongDv = await a.call(
      'POST',
      PATH,
      contractForm({ convenioType: 'consorcio', partnerName: 'X', partnerNit: '900123456', partnerDv: 1 }),
    );
    expect(wrongDv.json().errors.partnerDv).toEqual([MSG.espDvInvalid]);
  });

  it('keeps the responsible person’s e-mail (the services’ mails go there) and exports it', async () => {
    const created = await a.call(
      'POST',
      PATH,
      contractForm({ objeto: 'Contrato con correo', responsibleEmail: ' Responsable@Cliente.co ' }),
    );
    expect(created.statusCode).toBe(201);
    const contract = created.json<TContract>();
    expect(contract.responsibleEmail).toBe('responsable@cliente.co');
    const cleared = await a.call(
      'PUT',
      `${PATH}/${contract.id}`,
      contractForm({ objeto: 'Contrato con correo' }),
    );
    expect(cleared.json<TContract>().responsibleEmail).toBe('');
    await a.call(
      'PUT',
      `${PATH}/${contract.id}`,
      contractForm({ objeto: 'Contrato con correo', responsibleEmail: 'otra@cliente.co' }),
    );
    const csv = (await a.call('GET', `${PATH}/exportar?formato=csv&q=correo`)).body;
    expect(csv).toContain(MSG.espResponsibleEmail);
    expect(csv).toContain('otra@cliente.co');
  });
});
