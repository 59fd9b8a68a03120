import { MSG } from '@trazo/shared';

// The heading under the company's name on each inspection of the Pesv PDF. Checklists are usually named
// for what they are ("Inspección preoperacional PESV"), and "Informe de inspección preoperacional —
// Inspección preoperacional PESV" said it twice (issue 22 item 15): a name that already says it is read
// into the title instead.

const SUBJECT = 'inspeccion preoperacional';

/** Lower case without accents, to compare words however the company wrote them. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function inspectionHeading(checklistTitle: string): string {
  const title = checklistTitle.trim();
  if (title === '') return MSG.reportsPdfTitle;
  const words = plain(title);
  // "Inspección preoperacional PESV" → "Informe de inspección preoperacional PESV".
  if (words.startsWith(SUBJECT)) return `Informe de ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  // "Lista de inspección preoperacional" says it already.
  if (words.includes(SUBJECT)) return title;
  return `${MSG.reportsPdfTitle} — ${title}`;
}
