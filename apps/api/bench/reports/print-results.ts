import type { Timing } from './measure-run';

// The benchmark's verdict: each file's rates (best round of each side), their ratio and the API's peak
// resident memory (the highest of its rounds), against the targets of issue 12 §6.

export const TARGETS = { spreadsheet: 0.85, pdf: 0.75, rssMb: 250 };

export interface CaseResult {
  name: 'xlsx' | 'csv' | 'pdf';
  /** Rows written: consignments for xlsx/csv, inspections (one or more pages each) for the PDF. */
  units: number;
  api: Timing[];
  library: Timing[];
  /** The PDF only: bare pdfkit writing a minimal page (one text run per line), for reference. */
  reference?: Timing[];
  target: number;
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

export function printRound(c: CaseResult, round: number) {
  const api = c.api[round] as Timing;
  const library = c.library[round] as Timing;
  const reference = c.reference?.[round];
  const minimal = reference
    ? `, minimal page ${reference.seconds.toFixed(2)} s (${mb(reference.bytes)} MB)`
    : '';
  console.log(
    `  ${c.name} round ${round + 1}: API ${api.seconds.toFixed(2)} s (${mb(api.bytes)} MB; RSS ${api.rssBeforeMb.toFixed(0)} → peak ${api.peakMb.toFixed(0)} MB), library ${library.seconds.toFixed(2)} s (${mb(library.bytes)} MB)${minimal}`,
  );
}

/** Prints the table; true when every target is met. */
export function printResults(results: CaseResult[], idleMb: number): boolean {
  const fastest = (list: Timing[]) => list.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  console.log(
    `\n${'file'.padEnd(5)} | ${'rows'.padStart(7)} | ${'API rows/s'.padStart(10)} | ${'library rows/s'.padStart(14)} | ratio  | target          | API peak RSS`,
  );
  let allMet = true;
  for (const r of results) {
    const apiRate = r.units / fastest(r.api).seconds;
    const libraryRate = r.units / fastest(r.library).seconds;
    const ratio = apiRate / libraryRate;
    const peak = Math.max(...r.api.map((t) => t.peakMb));
    const met = ratio >= r.target;
    const hasRssTarget = r.name !== 'pdf';
    const rssMet = !hasRssTarget || peak < TARGETS.rssMb;
    allMet &&= met && rssMet;
    const rssText = hasRssTarget ? ` (< ${TARGETS.rssMb} MB ${rssMet ? 'met' : 'NOT met'})` : '';
    console.log(
      `${r.name.padEnd(5)} | ${String(r.units).padStart(7)} | ${apiRate.toFixed(0).padStart(10)} | ${libraryRate.toFixed(0).padStart(14)} | ${(100 * ratio).toFixed(0).padStart(4)} % | ≥ ${(100 * r.target).toFixed(0)} % ${(met ? 'met' : 'NOT met').padEnd(7)} | ${peak.toFixed(0)} MB${rssText}`,
    );
  }
  for (const r of results) {
    if (!r.reference) continue;
    const ratio = fastest(r.reference).seconds / fastest(r.api).seconds;
    console.log(
      `${r.name}: API / bare pdfkit writing a minimal page (one text run per line): ${(100 * ratio).toFixed(0)} % (reference)`,
    );
  }
  const by = results[0]?.api[0]?.peakBy;
  console.log('rows: consignments for xlsx/csv, inspections (one or more pages each) for the PDF.');
  console.log(
    `API process: ${idleMb.toFixed(0)} MB resident when idle (after login); peaks ${by === 'exact' ? 'exact (VmHWM reset before each round)' : 'sampled every 20 ms'}, the highest of each file's rounds.`,
  );
  console.log(`All targets ${allMet ? 'met' : 'NOT met'}.`);
  return allMet;
}
