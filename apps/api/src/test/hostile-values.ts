import fc from 'fast-check';

// Values an attacker's probe sends where text, a date or an id is expected (issue 13 item 3).

/** As text: path parameters and query strings carry nothing else. */
export const HOSTILE_TEXTS: string[] = [
  'a\u0000b',
  '%00',
  '\u001b[2J',
  '\uD800',
  'x'.repeat(5_000),
  '2147483648',
  '-1',
  '1e308',
  '1.5',
  '2026-13-45',
  '2026-02-30',
  '0001-01-01',
  '9999-12-31',
];

/** As JSON: wrong types, huge numbers, nested structures where a scalar belongs. */
export const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\uD800x',
  'y'.repeat(20_000),
  '2026-13-45',
  '0001-01-01',
  '9999-12-31T23:59:59',
  2 ** 31,
  -1,
  1e308,
  1.5,
  true,
  null,
  ['a\u0000'],
  { $gt: '' },
];

/** The few that each field of a body gets (the whole list goes to the body itself and to top-level fields). */
export const HOSTILE_FIELD_VALUES: unknown[] = [
  'a\u0000b',
  '9999-12-31T23:59:59',
  2 ** 31,
  1e308,
  ['a\u0000'],
  { $gt: '' },
];

/** Random hostile values for fast-check: strings of any code unit, extreme numbers, odd structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER })),
  fc.double({ noNaN: true }),
  fc
    .tuple(
      fc.integer({ min: 0, max: 99_999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc.array(fc.string({ unit: 'binary', maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ unit: 'binary', maxLength: 5 }), { maxKeys: 3 }),
);

/** Every path to a value inside `sample` (objects and the first element of arrays), the root excluded. */
export function leafPaths(sample: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(sample)) {
    return sample.length ? [[...prefix, 0], ...leafPaths(sample[0], [...prefix, 0])] : [];
  }
  if (sample && typeof sample === 'object') {
    return Object.entries(sample).flatMap(([key, value]) => [
      [...prefix, key],
      ...leafPaths(value, [...prefix, key]),
    ]);
  }
  return [];
}

/** A deep copy of `sample` with the value at `path` replaced. */
export function withValueAt(sample: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(sample);
  if (path.length === 0) return value;
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
}
