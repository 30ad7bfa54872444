// The kept-key table access must read and write exactly what plain indexing does, for any id, however many.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byId, idKey, setById } from './id-key';

const idArb = fc.oneof(fc.nat(1_000_000), fc.integer({ min: 10_000_000_000, max: 99_999_999_999 }));

describe('id-keyed table access', () => {
  it('byId and setById agree with plain indexing for small and 11-digit ids', () => {
    fc.assert(fc.property(fc.array(fc.tuple(idArb, fc.string()), { maxLength: 40 }), idArb, (writes, probe) => {
      const kept: Record<number, string> = {};
      const plain: Record<number, string> = {};
      for (const [id, value] of writes) {
        setById(kept, id, value);
        plain[id] = value;
      }
      expect(kept).toEqual(plain);
      for (const [id] of writes) expect(byId(kept, id)).toBe(plain[id]);
      expect(byId(kept, probe)).toBe(plain[probe]);
    }));
  });

  it('gives the decimal form of the id, the same after the cache starts over', () => {
    const id = 20_778_000_001;
    expect(idKey(id)).toBe('20778000001');
    for (let i = 0; i < 50_001; i++) idKey(30_000_000_000 + i); // past the cache's bound: it starts over
    expect(idKey(id)).toBe('20778000001');
    expect(byId({ [id]: 'm' }, id)).toBe('m');
  });
});
