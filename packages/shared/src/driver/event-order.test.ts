import { describe, expect, it } from 'vitest';
import { loadingPlaceKey, missingBefore, nextStep, orderedSteps } from './event-order';

const plan = [
  { id_events: 5, sequence: 1 },
  { id_events: 2, sequence: 2 },
  // An older plan put the delivery in the middle (new events used to go after it).
  { id_events: 11, sequence: 3 },
  { id_events: 4, sequence: 4 },
  { id_events: 6, sequence: 5 },
];

describe('event order', () => {
  it('puts the steps by sequence and leaves out the start and the deliveries', () => {
    expect(orderedSteps(plan).map((e) => e.id_events)).toEqual([2, 4, 6]);
  });

  it('asks for every earlier step first, and every step before a delivery', () => {
    expect(missingBefore(plan, 6, new Set([2])).map((e) => e.id_events)).toEqual([4]);
    expect(missingBefore(plan, 11, new Set([2, 6])).map((e) => e.id_events)).toEqual([4]);
    expect(missingBefore(plan, 12, new Set([2, 4, 6]))).toEqual([]);
    expect(missingBefore(plan, 2, new Set())).toEqual([]);
    expect(missingBefore(plan, 5, new Set())).toEqual([]);
  });

  it('names the next step, null when only the delivery is left', () => {
    expect(nextStep(plan, new Set([2]))?.id_events).toBe(4);
    expect(nextStep(plan, new Set([2, 4, 6]))).toBeNull();
  });

  it('keys the loading place without case, accents or spacing', () => {
    const a = loadingPlaceKey({ direccion: 'Cra 7 # 45-10', zona: 'Bogotá', descripcion: 'BOGOTÁ D.C.' });
    const b = loadingPlaceKey({ direccion: 'CRA 7  #45-10', zona: 'bogota', descripcion: 'Bogota D C' });
    const c = loadingPlaceKey({ direccion: 'Cra 8 # 45-10', zona: 'Bogotá', descripcion: 'BOGOTÁ D.C.' });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
