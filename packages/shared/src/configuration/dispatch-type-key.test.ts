import { describe, expect, it } from 'vitest';
import { dispatchTypeKey } from './dispatch-type-key';

describe('dispatchTypeKey', () => {
  it('ignores case, accents and spacing', () => {
    expect(dispatchTypeKey('  REFRIGERÁDO  Exprés ')).toBe('refrigerado expres');
    expect(dispatchTypeKey('Montaña')).toBe(dispatchTypeKey('MONTANA'));
    expect(dispatchTypeKey('   ')).toBe('');
  });
});
