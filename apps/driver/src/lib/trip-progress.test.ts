import type { TDriverConsignment, TDriverTrip } from '@trazo/shared';
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from './db';
import { lastRecord, loadingCompanions, tripHeaderState } from './trip-progress';
import { tripState } from './trip-state';

const event = (id_events: number, event: string, sequence: number) => ({
  id_events,
  code: event,
  event,
  sequence,
  photo_numbers: 0,
  photo_required: 0,
  time: 0,
  confirmation: false,
});
const plan = [event(5, 'INICIAR VIAJE', 1), event(2, 'LLEGADA A CARGUE', 2), event(4, 'FIN DE CARGUE', 3)];
const remesa = (id: number, direccion: string, estadoEntrega = 'programada'): TDriverConsignment =>
  ({
    id,
    remesaNumero: `R-${id}`,
    origen: { direccion, zona: 'TUNJA', descripcion: 'TUNJA (BOYACÁ)' },
    estadoEntrega,
    plan: { source: 'masiva', frozen: true, events: plan },
    recorded: [
      {
        id: 1,
        eventId: 5,
        event: 'INICIAR VIAJE',
        occurredAt: '2026-11-27T08:00:00-05:00',
        clientId: null,
        note: '',
      },
    ],
  }) as TDriverConsignment;
const trip = (remesas: TDriverConsignment[], estado: TDriverTrip['estado'] = 'en_ruta'): TDriverTrip =>
  ({
    id: 7,
    estado,
    startedAt: '2026-11-27T08:00:00-05:00',
    inspeccion: { done: true, blocked: false },
    remesas,
  }) as TDriverTrip;
const queued = (
  body: Record<string, unknown>,
  kind: OutboxItem['kind'] = 'evento',
  meta = {},
): OutboxItem => ({
  clientId: String(Math.random()),
  label: '',
  kind,
  movementId: 7,
  method: 'POST',
  path: '',
  body: { movementId: 7, ...body },
  meta,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  rejected: false,
});

describe('trip progress on the phone (issue 22 item 10)', () => {
  it('the header follows the remesas: delivered, with a rejection, or still on the road', () => {
    const t = trip([remesa(1, 'Cl 1'), remesa(2, 'Cl 1')]);
    const open = tripState(t, 0, [], []);
    expect(tripHeaderState(t, open)).toBe('en_ruta');
    const both = tripState(
      t,
      0,
      [queued({ consignmentId: 1, tipo: 11 }, 'entrega'), queued({ consignmentId: 2, tipo: 11 }, 'entrega')],
      [],
    );
    expect(tripHeaderState(t, both)).toBe('entregado');
    const rejected = trip([remesa(1, 'Cl 1', 'entregada'), remesa(2, 'Cl 1', 'rechazada')], 'en_ruta');
    expect(tripHeaderState(rejected, tripState(rejected, 0, [], []))).toBe('con_novedad');
  });

  it('"Último registro" counts what waits on the phone', () => {
    const c = remesa(1, 'Cl 1');
    expect(lastRecord(c, 0, [], [])).toMatchObject({ event: 'INICIAR VIAJE', waiting: false });
    const waiting = queued({ consignmentId: 1, eventId: 2, occurredAt: '2026-11-27T09:00:00-05:00' });
    expect(lastRecord(c, 0, [waiting], [])).toEqual({
      event: 'LLEGADA A CARGUE',
      at: '2026-11-27T09:00:00-05:00',
      waiting: true,
    });
    // A loading event recorded from another remesa of the same plant counts for this one too.
    const fromOther = queued(
      { consignmentId: 2, eventId: 2, occurredAt: '2026-11-27T09:05:00-05:00' },
      'evento',
      { alsoFor: [1] },
    );
    expect(lastRecord(c, 0, [fromOther], [])?.at).toBe('2026-11-27T09:05:00-05:00');
  });

  it('one loading event goes to the open remesas loaded at the same place with the same next step', () => {
    const t = trip([
      remesa(1, 'Cl. 1 # 2-3'),
      remesa(2, 'CL 1 #2-3'),
      remesa(3, 'Km 5'),
      remesa(4, 'Cl 1 2 3', 'entregada'),
    ]);
    const state = tripState(t, 0, [], []);
    expect(loadingCompanions(t, t.remesas[0] as TDriverConsignment, state).map((c) => c.id)).toEqual([2]);
    // Once 2 has its LLEGADA A CARGUE, its next step differs from 1's.
    const after = tripState(t, 0, [queued({ consignmentId: 2, eventId: 2 })], []);
    expect(loadingCompanions(t, t.remesas[0] as TDriverConsignment, after)).toEqual([]);
  });
});
