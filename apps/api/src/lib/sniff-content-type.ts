// The one content sniffer: what a file is, by its first bytes, never by its name or the type the client
// declares. Uploads are checked against it (photos, cumplidos, avatars, spreadsheets).

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | 'application/zip';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** PNG signature, JPEG SOI marker, RIFF…WEBP, %PDF-, a zip's first local header (.xlsx); else null. */
export function sniffContentType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(ZIP)) return 'application/zip';
  return null;
}
