import { Readable } from 'node:stream';
import { MSG } from '@trazo/shared';
import unzipper from 'unzipper';
import { AppError } from '../../../lib/app-error';

// An .xlsx is a zip, and a few MB of zip can inflate to gigabytes (a 3.8 MB file held a 1.09 GB sheet and
// took the server down, issue 13 §1). Before anything parses it, every entry is inflated once as a stream
// and only counted, and the count stops the read past `maxBytes`. The same parser as exceljs's streaming
// reader (unzipper.Parse, local headers in file order) so what is counted is what would be read.

export async function checkUnzippedSize(bytes: Buffer, maxBytes: number): Promise<void> {
  const zip = unzipper.Parse({ forceStream: true });
  let current: unzipper.Entry | null = null;
  let failure: Error | null = null;
  // A truncated file fails on the zip stream, not on the entry being read (which may even be handed out
  // after the failure), whose loop would then wait forever: hand the error to the entry. The listener
  // also keeps a late error (after the read was abandoned half way) from crashing the process.
  zip.on('error', (error) => {
    failure = error;
    current?.destroy(error);
  });
  Readable.from([bytes]).pipe(zip);
  let total = 0;
  try {
    for await (const entry of zip as AsyncIterable<unzipper.Entry>) {
      current = entry;
      // Leaving the loop early destroys the entry, which its inflater's pipe would rethrow as unhandled.
      entry.on('error', () => {});
      if (failure) throw failure;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > maxBytes) throw new AppError(413, MSG.importUnzippedTooLarge);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(422, MSG.importFileUnreadable);
  } finally {
    zip.destroy();
  }
}
