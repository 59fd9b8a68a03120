import { describe, expect, it } from 'vitest';
import { MESSAGE_GROUPS, MSG } from './messages';

describe('MSG', () => {
  it('takes each key from one group only, so no text silently replaces another', () => {
    const owners = new Map<string, string[]>();
    for (const [group, texts] of Object.entries(MESSAGE_GROUPS)) {
      for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), group]);
    }
    const shared = [...owners].filter(([, groups]) => groups.length > 1);
    expect(shared).toEqual([]);
    expect(Object.keys(MSG)).toHaveLength(owners.size);
  });

  it('holds no empty text', () => {
    expect(Object.entries(MSG).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
