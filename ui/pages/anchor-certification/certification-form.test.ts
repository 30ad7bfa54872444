// The invitation code as typed on /anchorCertification: letters and digits only, upper case, 8 at most.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typedCode } from './certification-form';

describe('typedCode', () => {
  it('keeps letters and digits, upper-cased, at most 8', () => {
    expect(typedCode('ab12-cd34 ef')).toBe('AB12CD34');
    expect(typedCode('  zz zz\tzz ')).toBe('ZZZZZZ');
    fc.assert(fc.property(fc.string(), (raw) => {
      const out = typedCode(raw);
      expect(out).toMatch(/^[A-Z0-9]{0,8}$/);
      expect(typedCode(out)).toBe(out);
    }));
  });
});
