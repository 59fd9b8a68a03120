import { describe, expect, it } from 'vitest';
import type { PreopInspection } from './find-preop-inspections';
import { withImages } from './preop-images';

function inspection(id: number, photos: string[] = []): PreopInspection {
  return {
    id,
    manifiesto_numero: null,
    vehiculo_placa: 'ABC123',
    vehiculo_marca: '',
    vehiculo_modelo: '',
    vehiculo_serie: '',
    conductor_nombre: '',
    conductor_documento: '',
    checklist_title: '',
    inspected_at: '2026-03-01T12:00:00Z',
    observation: '',
    clause: '',
    signature_key: `firmas/${id}.png`,
    fixed_at: null,
    fixed_by_name: null,
    fix_note: null,
    categories: [
      {
        name: 'Luces',
        comment: '',
        items: [{ title: 'Altas', rate: 5, critical: false, observation: '', photos }],
      },
    ],
  };
}

async function* source(count: number) {
  for (let id = 1; id <= count; id++)
    yield inspection(id, id === 2 ? ['fotos/a.jpg', 'fotos/missing.jpg'] : []);
}

describe('the PDF reads images ahead of drawing', () => {
  it('hands each inspection with its own images, in order, reading only a few inspections ahead', async () => {
    const requested: string[] = [];
    const seen: Array<[number, string[]]> = [];
    const load = async (key: string) => {
      requested.push(key);
      return key.includes('missing') ? null : Buffer.from(key);
    };
    for await (const [i, images] of withImages(source(10), load)) {
      // When inspection i is drawn, at most the next few inspections' images have been asked for.
      expect(requested.filter((k) => k.startsWith('firmas/')).length).toBeLessThanOrEqual(i.id + 4);
      seen.push([i.id, [...images.entries()].map(([k, v]) => `${k}=${v ? v.toString() : 'null'}`)]);
    }
    expect(seen.map(([id]) => id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seen[1]?.[1]).toEqual([
      'firmas/2.png=firmas/2.png',
      'fotos/a.jpg=fotos/a.jpg',
      'fotos/missing.jpg=null',
    ]);
  });

  it('fails the PDF when storage fails, also for an image read ahead', async () => {
    const load = async (key: string) => {
      if (key === 'firmas/3.png') throw new Error('storage down');
      return Buffer.from(key);
    };
    const drawn: number[] = [];
    await expect(
      (async () => {
        for await (const [i] of withImages(source(10), load)) drawn.push(i.id);
      })(),
    ).rejects.toThrow('storage down');
    expect(drawn).toEqual([1, 2]);
  });
});
