import { describe, expect, it } from 'vitest';
import {
  type ConsignmentStateCode,
  deriveConsignmentState,
  deriveMovementState,
  type StateEvent,
} from './delivery-state';

// A timeline written as the order things happened: event ids, and 'C' for a cumplido.
function timeline(steps: (number | 'C')[]): { events: StateEvent[]; cumplidos: { created_at: string }[] } {
  const events: StateEvent[] = [];
  const cumplidos: { created_at: string }[] = [];
  steps.forEach((step, i) => {
    const created_at = new Date(Date.UTC(2026, 1, 7, 10, i)).toISOString();
    if (step === 'C') cumplidos.push({ created_at });
    else events.push({ id_events: step, created_at, id: 100 + i });
  });
  return { events, cumplidos };
}

describe('deriveConsignmentState over the event orders that happen', () => {
  const cases: [string, (number | 'C')[], ConsignmentStateCode][] = [
    ['nothing recorded', [], 'programada'],
    ['loading only', [2, 3, 4], 'en_ruta'],
    ['on the road', [2, 3, 4, 5, 6], 'en_ruta'],
    ['unloaded, delivery pending', [5, 6, 7, 8, 10], 'en_ruta'],
    ['delivered', [5, 6, 7, 8, 11], 'entregada'],
    ['rejected', [5, 6, 7, 8, 12], 'rechazada'],
    ['rejected, then a cumplido (demo 100125 RM-100125-1)', [5, 6, 7, 8, 12, 'C'], 'rechazada'],
    ['a cumplido, then rejected', [5, 'C', 12], 'rechazada'],
    ['delivered, then rejected: the rejection wins', [5, 11, 12], 'rechazada'],
    ['rejected, then delivered: the later success wins', [5, 12, 11], 'entregada'],
    ['rejected, delivered, rejected again', [5, 12, 11, 12], 'rechazada'],
    ['delivered twice', [5, 11, 11], 'entregada'],
    ['only a cumplido', ['C'], 'entregada'],
    ['trip and a cumplido without a closing event', [5, 6, 'C'], 'entregada'],
    ['delivered and a cumplido', [5, 11, 'C'], 'entregada'],
    ['delivery pending after a success', [5, 11, 10], 'entregada'],
  ];
  it.each(cases)('%s', (_name, steps, expected) => {
    const { events, cumplidos } = timeline(steps);
    expect(deriveConsignmentState(events, cumplidos.length > 0)).toBe(expected);
  });

  it('does not depend on the order the events are given in', () => {
    const { events } = timeline([5, 11, 12]);
    expect(deriveConsignmentState([...events].reverse(), false)).toBe('rechazada');
  });

  it('breaks a tie of the same instant by the later record', () => {
    const at = '2026-02-08T02:49:55.993Z';
    const rejectedLast = [
      { id_events: 11, created_at: at, id: 1 },
      { id_events: 12, created_at: at, id: 2 },
    ];
    expect(deriveConsignmentState(rejectedLast, false)).toBe('rechazada');
    expect(deriveConsignmentState([...rejectedLast].reverse(), false)).toBe('rechazada');
    const deliveredLast = rejectedLast.map((e) => ({ ...e, id: 3 - e.id }));
    expect(deriveConsignmentState(deliveredLast, false)).toBe('entregada');
  });
});

describe('deriveMovementState from its consignments', () => {
  const cases: [ConsignmentStateCode[], string][] = [
    [['programada'], 'programado'],
    [['programada', 'programada'], 'programado'],
    [['programada', 'en_ruta'], 'en_ruta'],
    [['entregada', 'programada'], 'en_ruta'],
    [['rechazada', 'en_ruta'], 'en_ruta'],
    [['entregada', 'entregada'], 'entregado'],
    [['rechazada', 'entregada'], 'con_novedad'],
    [['rechazada'], 'con_novedad'],
  ];
  it.each(cases)('%j → %s', (states, expected) => {
    expect(deriveMovementState(states)).toBe(expected);
  });
});
