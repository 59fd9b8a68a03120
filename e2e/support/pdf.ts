import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** The text of a downloaded PDF, whitespace folded (the API tests read theirs back the same way). */
export async function downloadedPdfText(download: Download): Promise<string> {
  const path = await download.path();
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
