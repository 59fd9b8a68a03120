import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateTime, formatEventTime } from './format';

// The Spanish locale comes with the formatters (lib/dayjs.ts), not from the app's providers: a page
// that formats dates without having mounted them still reads Spanish (issue 28 moved dayjs off the
// first load).
describe('date formats', () => {
  const moment = new Date(2026, 2, 3, 14, 5);

  it('reads Spanish month and day names and the 12-hour clock', () => {
    expect(formatDate(moment)).toBe('3 mar 2026');
    expect(formatDateLong(moment)).toBe('3 de marzo de 2026');
    expect(formatDateTime(moment)).toMatch(/^03\/03\/2026 2:05 p\.\s?m\.$/);
    expect(formatEventTime(moment)).toMatch(/^Martes, 3 de marzo de 2026 · 2:05 p\.\s?m\.$/);
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('no es una fecha')).toBe('—');
  });
});
