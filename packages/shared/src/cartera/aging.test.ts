import { describe, expect, it } from 'vitest';
import { agingBucketLabels, agingBucketOf, areValidAgingEdges, daysOverdue } from './aging';

describe('aging buckets (known answers)', () => {
  it('counts whole days from the due date, across months and leap days', () => {
    expect(daysOverdue('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysOverdue('2026-11-28', '2026-11-27')).toBe(-1);
    expect(daysOverdue('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysOverdue('2025-12-31', '2026-11-27')).toBe(331);
  });

  it('puts the edges 0/1/30/31/120/121 where a finance person expects them', () => {
    const cases: [number, number][] = [
      [-15, 0],
      [0, 0],
      [1, 1],
      [30, 1],
      [31, 2],
      [60, 2],
      [61, 3],
      [90, 3],
      [91, 4],
      [120, 4],
      [121, 5],
      [900, 5],
    ];
    expect(cases.map(([days]) => agingBucketOf(days))).toEqual(cases.map(([, bucket]) => bucket));
  });

  it('follows the company’s own edges', () => {
    expect(agingBucketOf(15, [15, 45])).toBe(1);
    expect(agingBucketOf(16, [15, 45])).toBe(2);
    expect(agingBucketOf(46, [15, 45])).toBe(3);
    expect(agingBucketLabels([15, 45])).toEqual(['Por vencer', '1–15 días', '16–45 días', 'Más de 45 días']);
  });

  it('labels the default buckets', () => {
    expect(agingBucketLabels()).toEqual([
      'Por vencer',
      '1–30 días',
      '31–60 días',
      '61–90 días',
      '91–120 días',
      'Más de 120 días',
    ]);
  });

  it('accepts only increasing whole-day edges', () => {
    expect(areValidAgingEdges([30, 60, 90, 120])).toBe(true);
    expect(areValidAgingEdges([])).toBe(false);
    expect(areValidAgingEdges([30, 30])).toBe(false);
    expect(areValidAgingEdges([60, 30])).toBe(false);
    expect(areValidAgingEdges([0, 30])).toBe(false);
    expect(areValidAgingEdges([1.5])).toBe(false);
    expect(areValidAgingEdges([1, 2, 3, 4, 5, 6, 7])).toBe(false);
  });
});
