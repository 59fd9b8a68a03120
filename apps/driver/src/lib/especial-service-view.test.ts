import type { TDriverService } from '@trazo/shared';
import { describe, expect, it } from 'vitest';
import type { OutboxItem, SentItem } from './db';
import {
  localRecords,
  outboxKeyOf,
  type RecordBody,
  serviceRecordItem,
  serviceView,
  toPickUp,
} from './especial-service-view';

const service = (over: Partial<TDriverService> = {}): TDriverService => ({
  id: 41,
  state: 'programada',
  startsAt: '2026-11-27T11:30:00.000Z',
  endsAt: '2026-11-27T13:00:00.000Z',
  contract: { number: 1, clientName: 'Banco de Bogotá S.A.' },
  points: [
    { index: 0, kind: 'origen', name: 'Portal Norte', doneAt: null, boarded: [], noShow: [] },
    { index: 1, kind: 'parada', name: 'Calle 72', doneAt: null, boarded: [], noShow: [] },
    { index: 2, kind: 'destino', name: 'Torre Calle 100', doneAt: null, boarded: [], noShow: [] },
  ],
  passengers: [
    { id: 7, name: 'Ana Rojas' },
    { id: 8, name: 'Luis Peña' },
  ],
  passengerCount: 2,
  vehicle: { plate: 'WES101' },
  drivers: [{ name: 'Conductor Especiales Demo', document: '2020202020' }],
  observations: '',
  fuec: null,
  ...over,
});

let seq = 0;
const queued = (body: Partial<RecordBody>, over: Partial<OutboxItem> = {}): OutboxItem => {
  seq += 1;
  const item = serviceRecordItem(
    service(),
    body.kind ?? 'iniciar',
    { point: body.point ?? undefined, boarded: body.boarded, noShow: body.noShow },
    Date.parse('2026-11-27T11:35:00Z') + seq * 60_000,
    `00000000-0000-7000-8000-${String(seq).padStart(12, '0')}`,
  );
  return {
    ...item,
    seq,
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    rejected: false,
    ...over,
  };
};
const accepted = (item: OutboxItem, sentAt: number): SentItem => ({
  clientId: item.clientId,
  kind: item.kind,
  movementId: item.movementId,
  body: item.body,
  answer: {},
  sentAt,
});

describe('the special service in the drivers’ app', () => {
  it('builds an outbox item under the service’s own key, with a client id and only a point’s fields', () => {
    const start = serviceRecordItem(service(), 'iniciar', { point: 2, boarded: [7] }, 0, 'id-1');
    expect(start).toMatchObject({
      clientId: 'id-1',
      kind: 'servicio',
      movementId: -41,
      method: 'POST',
      path: '/conductor/servicios/registros',
      label: 'Servicio N.º 41: Inicio del servicio',
      body: { clientId: 'id-1', serviceId: 41, kind: 'iniciar', point: null, boarded: [], noShow: [] },
    });
    const pickUp = serviceRecordItem(service(), 'punto', { point: 0, boarded: [7], noShow: [8] }, 0, 'id-2');
    expect(pickUp.label).toBe('Servicio N.º 41: Punto Portal Norte');
    expect(pickUp.body).toMatchObject({ point: 0, boarded: [7], noShow: [8] });
    expect(outboxKeyOf(41)).toBe(-41);
  });

  it('lays the offline records over the server’s copy: started, a pick-up with who boarded, finished', () => {
    const records = localRecords(
      [
        queued({ kind: 'iniciar' }),
        queued({ kind: 'punto', point: 0, boarded: [7], noShow: [8] }),
        queued({ kind: 'finalizar' }),
      ],
      [],
    );
    const view = serviceView(service(), records);
    expect(view.state).toBe('finalizada');
    expect(view.waiting).toBe(3);
    expect(view.points[0]).toMatchObject({ boarded: [7], noShow: [8], pending: true });
    expect(view.points[0]?.doneAt).not.toBeNull();
    expect(view.left).toBe(2);
    expect(view.canFinish).toBe(false);
    expect(view.canMarkPoints).toBe(false);
  });

  it('applies the server’s rules: no point before the start, each point once, finish only under way', () => {
    const early = serviceView(service(), localRecords([queued({ kind: 'punto', point: 0 })], []));
    expect(early.points[0]?.doneAt).toBeNull();
    expect(early.canStart).toBe(true);
    expect(early.canMarkPoints).toBe(false);
    const twice = serviceView(
      service(),
      localRecords(
        [
          queued({ kind: 'iniciar' }),
          queued({ kind: 'punto', point: 1, boarded: [7] }),
          queued({ kind: 'punto', point: 1, boarded: [8] }),
        ],
        [],
      ),
    );
    expect(twice.points[1]?.boarded).toEqual([7]);
    const finishFirst = serviceView(service(), localRecords([queued({ kind: 'finalizar' })], []));
    expect(finishFirst.state).toBe('programada');
  });

  it('keeps what the server already has, counts accepted records as done, and shows refusals apart', () => {
    const start = queued({ kind: 'iniciar' });
    const pickUp = queued({ kind: 'punto', point: 0, boarded: [7] });
    const refused = queued(
      { kind: 'finalizar' },
      { rejected: true, lastError: 'No se puede pasar un servicio de Cancelada a Finalizada.' },
    );
    const view = serviceView(service(), localRecords([refused], [accepted(pickUp, 2), accepted(start, 1)]));
    expect(view.state).toBe('en_curso');
    expect(view.waiting).toBe(0);
    expect(view.points[0]).toMatchObject({ boarded: [7], pending: false });
    expect(view.refused).toEqual([
      {
        label: 'Servicio N.º 41: Fin del servicio',
        error: 'No se puede pasar un servicio de Cancelada a Finalizada.',
      },
    ]);
    // The server's copy read after the start: the local start changes nothing; its done point stays.
    const read = service({
      state: 'en_curso',
      points: service().points.map((p) =>
        p.index === 0 ? { ...p, doneAt: '2026-11-27T11:40:00.000Z', boarded: [8], noShow: [] } : p,
      ),
    });
    const again = serviceView(read, localRecords([], [accepted(start, 1), accepted(pickUp, 2)]));
    expect(again.state).toBe('en_curso');
    expect(again.points[0]?.boarded).toEqual([8]);
    // Those on board are not offered again at the next stop; a no-show may still board.
    expect(toPickUp(read, again).map((p) => p.id)).toEqual([7]);
  });

  it('ignores another service’s and other kinds’ records', () => {
    const other = serviceRecordItem(service({ id: 99 }), 'iniciar', {}, 0, 'x');
    const photo = { ...queued({ kind: 'iniciar' }), kind: 'foto' as const };
    const view = serviceView(
      service(),
      localRecords(
        [
          { ...other, seq: 1, createdAt: 0, attempts: 0, nextAttemptAt: 0, lastError: null, rejected: false },
          photo,
        ],
        [],
      ),
    );
    expect(view.state).toBe('programada');
  });
});
