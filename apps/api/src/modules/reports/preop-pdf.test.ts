import { buffer } from 'node:stream/consumers';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { PreopInspection } from './find-preop-inspections';
import { streamPreopPdf } from './preop-pdf';

// Page breaks inside the report's texts: every page carries its own number at its foot, once, and no page
// is left blank. (A field whose 'Label: ' fell at the foot of a page took the footer into its text run:
// page 2 came out blank, and 'Página 2' was printed over the clause at the top of page 3.)

const CLAUSE =
  'Declaro que la información registrada es verídica y que el vehículo se encuentra en condiciones de operar. '.repeat(
    5,
  );

function inspection(id: number, items: number, clause = CLAUSE): PreopInspection {
  return {
    id,
    manifiesto_numero: String(100000 + id),
    vehiculo_placa: 'JHZ431',
    vehiculo_marca: 'Foton',
    vehiculo_modelo: '2022',
    vehiculo_serie: 'LVBV4PBB9NE012345',
    conductor_nombre: 'Yeison Camilo Ortiz Durán',
    conductor_documento: '1098765432',
    checklist_title: 'Inspección preoperacional',
    inspected_at: new Date('2026-11-20T15:00:00Z'),
    observation: 'Vehículo en buen estado general; se recomienda revisar la llanta de repuesto. '.repeat(3),
    clause,
    signature_key: null,
    fixed_at: null,
    fixed_by_name: null,
    fix_note: null,
    categories: [
      {
        name: 'Revisión',
        comment: '',
        items: Array.from({ length: items }, (_, n) => ({
          title: `Elemento ${n + 1}`,
          rate: 5,
          critical: false,
          observation: '',
          photos: [],
        })),
      },
    ],
  };
}

async function pagesOf(inspections: PreopInspection[]): Promise<string[]> {
  async function* all() {
    yield* inspections;
  }
  const stream = streamPreopPdf(all(), {
    companyName: 'Transportes Demo S.A.S.',
    logo: null,
    loadImage: async () => null,
  });
  const parser = new PDFParse({ data: new Uint8Array(await buffer(stream)) });
  try {
    return (await parser.getText()).pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}

describe('the Pesv PDF across page breaks', () => {
  it('numbers every page once, at its own page, with no blank page, whatever field crosses a page', async () => {
    // From 30 to 60 items, the observation, the clause and the signature land on every part of a page.
    const inspections = Array.from({ length: 31 }, (_, n) => inspection(n + 1, 30 + n));
    const pages = await pagesOf(inspections);
    expect(pages.length).toBeGreaterThan(inspections.length);
    pages.forEach((text, n) => {
      expect(text.match(/Página \d+/g), `page ${n + 1}`).toEqual([`Página ${n + 1}`]);
      expect(text.replace(/Página \d+/, '').trim().length, `page ${n + 1} is blank`).toBeGreaterThan(0);
    });
    expect(pages.join('\n').split('Cláusula:').length - 1).toBe(inspections.length);
  });

  it('prints a clause longer than a page in full, every page numbered', async () => {
    const long = `${'Cláusula extensa de la empresa sobre la inspección del vehículo. '.repeat(160)}Fin.`;
    const pages = await pagesOf([inspection(1, 10, long)]);
    pages.forEach((text, n) => {
      expect(text.match(/Página \d+/g), `page ${n + 1}`).toEqual([`Página ${n + 1}`]);
    });
    const text = pages.join('\n');
    expect(text).toContain('Cláusula:');
    expect(text).toContain('Fin.');
  });
});

describe("the Pesv PDF's heading", () => {
  it('names the report once when the checklist is named for it', async () => {
    const [page] = await pagesOf([
      { ...inspection(1, 3), checklist_title: 'Inspección preoperacional PESV' },
    ]);
    expect(page).toContain('Informe de inspección preoperacional PESV');
    expect(page?.match(/preoperacional/gi)).toHaveLength(1);
  });

  it("adds the checklist's own name when it is another", async () => {
    const [page] = await pagesOf([{ ...inspection(1, 3), checklist_title: 'Revisión diaria' }]);
    expect(page).toContain('Informe de inspección preoperacional — Revisión diaria');
  });
});
