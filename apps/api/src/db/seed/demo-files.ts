import { deflateSync } from 'node:zlib';

// Small, valid demo files made in code (no binary fixtures): PNG "photos" of a truck scene and one-page
// PDF delivery documents. Enough for the gallery and the document links to show something real.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

export interface PhotoScene {
  sky: Rgb;
  ground: Rgb;
  cargo: Rgb;
}

export const PHOTO_SCENES: PhotoScene[] = [
  { sky: [120, 180, 235], ground: [96, 140, 70], cargo: [200, 60, 50] },
  { sky: [250, 190, 120], ground: [150, 120, 80], cargo: [40, 90, 170] },
  { sky: [170, 200, 220], ground: [110, 110, 115], cargo: [240, 200, 40] },
  { sky: [90, 150, 210], ground: [70, 120, 60], cargo: [230, 230, 230] },
];

/** A 320×200 PNG: sky gradient, road, a truck whose trailer has the scene's colour. */
export function demoPhoto(scene: PhotoScene, variant: number): Buffer {
  const width = 320;
  const height = 200;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const truckX = 60 + ((variant * 37) % 120);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      let color: Rgb;
      if (y < 120) {
        const t = y / 120;
        color = scene.sky.map((v) => Math.round(v + (255 - v) * t * 0.5)) as Rgb;
      } else if (y < 135) color = [70, 70, 72];
      else color = scene.ground;
      const inTrailer = x >= truckX && x < truckX + 110 && y >= 70 && y < 115;
      const inCab = x >= truckX + 112 && x < truckX + 145 && y >= 85 && y < 115;
      const inWindow = x >= truckX + 125 && x < truckX + 142 && y >= 89 && y < 100;
      const wheel = [truckX + 15, truckX + 40, truckX + 90, truckX + 130].some(
        (cx) => (x - cx) ** 2 + (y - 118) ** 2 < 64,
      );
      if (inTrailer) color = scene.cargo;
      if (inCab) color = [230, 230, 235];
      if (inWindow) color = [60, 90, 120];
      if (wheel) color = [25, 25, 25];
      raw.set(color, row + 1 + x * 3);
    }
  }
  return encodePng(width, height, raw);
}

/** An 8-bit RGB PNG from raw scanlines (each row: filter byte 0, then width × RGB). */
export function encodePng(width: number, height: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF (Helvetica, WinAnsi) with a title and lines of text. */
export function demoPdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT /F1 18 Tf 72 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((line) => ['0 -22 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
