// GB 11643-1999 check character and the certification's name rule, as properties (issue #14).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, checkCharOf, idNumberProblem, isRealName, maskIdNumber } from './resident-id';

const TODAY = new Date(Date.UTC(2026, 10, 26));
const PROVINCES = [11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82];

/** A well-formed number: province, 4 region digits, a real birth date, 3 sequence digits, its check character. */
const validId = fc.record({
  province: fc.constantFrom(...PROVINCES),
  region: fc.integer({ min: 0, max: 9999 }),
  born: fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: TODAY, noInvalidDate: true }),
  sequence: fc.integer({ min: 0, max: 999 }),
}).map(({ province, region, born, sequence }) => {
  const date = born.toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `${province}${String(region).padStart(4, '0')}${date}${String(sequence).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
});

describe('resident ID number (GB 11643)', () => {
  it('known numbers: the standard\'s example and a check character X', () => {
    expect(idNumberProblem('11010519491231002X', TODAY)).toBeUndefined();
    expect(idNumberProblem('11010519491231002x', TODAY)).toBeUndefined();
    expect(idNumberProblem('440524188001010014', TODAY)).toBeUndefined();
    expect(idNumberProblem('440524188001010015', TODAY)).toBe('checksum');
    expect(idNumberProblem('000524188001010014', TODAY)).toBe('region');
    expect(idNumberProblem('11010519490230002X', TODAY)).toBe('birth-date'); // 30 February
    expect(idNumberProblem('1101051949123100', TODAY)).toBe('format');
  });

  it('every well-formed number with its check character passes', () => {
    fc.assert(fc.property(validId, (id) => idNumberProblem(id, TODAY) === undefined));
  });

  it('changing any one digit of the first 17 is caught by the check character (or the region/date rules)', () => {
    fc.assert(fc.property(validId, fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (id, at, delta) => {
      const changed = id.slice(0, at) + String((Number(id[at]) + delta) % 10) + id.slice(at + 1);
      expect(idNumberProblem(changed, TODAY)).toBeDefined();
    }));
  });

  it('a wrong check character is always refused', () => {
    fc.assert(fc.property(validId, fc.constantFrom(...'0123456789X'), (id, c) => {
      fc.pre(c !== id[17]);
      expect(idNumberProblem(id.slice(0, 17) + c, TODAY)).toBe('checksum');
    }));
  });

  it('swapping two different adjacent digits is caught (MOD 11-2 detects transpositions)', () => {
    fc.assert(fc.property(validId, fc.integer({ min: 0, max: 15 }), (id, at) => {
      fc.pre(id[at] !== id[at + 1]);
      const swapped = id.slice(0, at) + id[at + 1] + id[at] + id.slice(at + 2);
      expect(idNumberProblem(swapped, TODAY)).toBeDefined();
    }));
  });

  it('the mask keeps only the first 3 and last 2 characters', () => {
    fc.assert(fc.property(validId, (id) => {
      const m = maskIdNumber(id);
      expect(m).toHaveLength(18);
      expect(m.slice(3, 16)).toBe('*'.repeat(13));
    }));
  });

  it('age in whole years: the day before the birthday is a year short', () => {
    expect(ageOn('110105200811260018', new Date(Date.UTC(2026, 10, 26)))).toBe(18);
    expect(ageOn('110105200811270018', new Date(Date.UTC(2026, 10, 26)))).toBe(17);
    fc.assert(fc.property(validId, (id) => {
      const age = ageOn(id, TODAY);
      const born = Date.UTC(Number(id.slice(6, 10)), Number(id.slice(10, 12)) - 1, Number(id.slice(12, 14)));
      expect(age).toBeGreaterThanOrEqual(0);
      expect(born <= Date.UTC(TODAY.getUTCFullYear() - age, TODAY.getUTCMonth(), TODAY.getUTCDate())).toBe(true);
    }));
  });

  it('real names: 2–20 Chinese characters, a middle dot between parts', () => {
    for (const ok of ['张三', '欧阳娜娜', '阿卜杜·热合曼']) expect(isRealName(ok)).toBe(true);
    for (const bad of ['张', 'Tom', '张 三', '·张三', '张三·', '张3', '张'.repeat(21)]) expect(isRealName(bad)).toBe(false);
  });
});
