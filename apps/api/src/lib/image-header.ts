// What an image says it is, read from its first bytes without decoding a pixel: microseconds per image,
// so the PDF checks every image it draws (ADR 0015 keeps that path fast) and never opens one it has not
// bounded — pdfkit decodes a PNG with transparency whole, 1.6 GB for a 20000 × 20000 one (issue 23).

export interface ImageHeader {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Start-of-frame markers (baseline, progressive, lossless…); C4, C8 and CC are other segments. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegHeader(bytes: Buffer): ImageHeader | null {
  let at = 2; // after the SOI marker
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { format: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** PNG (IHDR) or JPEG (its frame header) with the dimensions it declares; null for anything else. */
export function imageHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG) && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { format: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return jpegHeader(bytes);
  return null;
}

/** A PNG or JPEG within `maxSide` pixels on each side: what pdfkit may open. */
export function isBoundedImage(bytes: Buffer, maxSide: number): boolean {
  const header = imageHeader(bytes);
  return (
    header !== null &&
    header.width > 0 &&
    header.height > 0 &&
    header.width <= maxSide &&
    header.height <= maxSide
  );
}
