// The strings that start with a prefix, as a range of the `varchar_pattern_ops` indexes (byte order,
// which in UTF-8 is code point order): [prefix, successor). A named statement's generic plan cannot read
// an index range out of `like $1` — the pattern is unknown when it is planned — but it can use these two
// bounds, so the search keeps its plan between calls (ADR 0023, third pass).

const MAX_CODE_POINT = 0x10ffff;
const SURROGATES = { first: 0xd800, last: 0xdfff };

/** `prefix` and the first string after every string that starts with it. */
export function prefixRange(prefix: string): { from: string; to: string } {
  const points = Array.from(prefix, (c) => c.codePointAt(0) as number);
  while (points.length > 0) {
    const last = (points.pop() as number) + 1;
    if (last <= MAX_CODE_POINT) {
      points.push(last === SURROGATES.first ? SURROGATES.last + 1 : last);
      return { from: prefix, to: String.fromCodePoint(...points) };
    }
  }
  // Empty, or nothing but U+10FFFF (a noncharacter): above every string shorter than this one.
  return { from: prefix, to: String.fromCodePoint(MAX_CODE_POINT).repeat(prefix.length + 1) };
}
