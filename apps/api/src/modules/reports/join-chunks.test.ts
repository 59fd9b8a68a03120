import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { joinChunks } from './join-chunks';

/** Each piece as the stream pushed it ('data' events; async iteration would merge buffered ones). */
async function piecesOf(chunks: Buffer[], pieceBytes?: number): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  const joined = Readable.from(chunks).pipe(joinChunks(pieceBytes));
  joined.on('data', (piece: Buffer) => pieces.push(piece));
  await finished(joined);
  return pieces;
}

describe('joinChunks', () => {
  it('hands on the same bytes in pieces of at least the size asked for, the last one shorter', async () => {
    // 2,000 chunks of 48 bytes, as pdfkit pushes them: 96,000 bytes in all.
    const chunks = Array.from({ length: 2000 }, (_, n) => Buffer.alloc(48, n % 251));
    const pieces = await piecesOf(chunks, 10_000);

    expect(Buffer.concat(pieces).equals(Buffer.concat(chunks))).toBe(true);
    // 10,000 is reached on the 209th chunk (10,032 bytes): 9 whole pieces, then the 5,712 bytes left.
    expect(pieces.map((p) => p.length)).toEqual([...Array(9).fill(10_032), 5_712]);
  });

  it('passes an empty stream through empty', async () => {
    expect(await piecesOf([])).toEqual([]);
  });
});
