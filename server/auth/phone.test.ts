import fc from 'fast-check';
import type { CountryCode } from 'libphonenumber-js/max';
import { getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { maskPhone, parseCallingCode, parsePhone } from './phone';

interface Handset {
  readonly cc: string;
  /** National significant number. */
  readonly nsn: string;
  /** The country's trunk prefix, when it is '0' (dialled before the national number at home). */
  readonly trunk: '0' | '';
}

const TRUNK_ZERO: ReadonlySet<CountryCode> = new Set<CountryCode>(['CN', 'GB', 'JP', 'DE', 'FR', 'TW']);

const example = (country: CountryCode): Handset => ({
  cc: getCountryCallingCode(country), nsn: getExampleNumber(country, examples)!.nationalNumber, trunk: TRUNK_ZERO.has(country) ? '0' : '',
});

// Mainland mobiles (13x, 18x and 19[0-35-9] ranges are allocated) with any eight digits after, and the example
// mobile of places the country select offers or users often come from.
const mainland = fc.tuple(fc.constantFrom('13', '18', '190', '191', '193', '195', '199'), fc.stringMatching(/^\d{9}$/))
  .map(([prefix, rest]): Handset => ({ cc: '86', nsn: (prefix + rest).slice(0, 11), trunk: '0' }));
const abroad = fc.constantFrom<CountryCode>('HK', 'MO', 'TW', 'US', 'GB', 'JP', 'SG', 'DE', 'FR', 'KR', 'AU').map(example);
const handset = fc.oneof({ arbitrary: mainland, weight: 3 }, { arbitrary: abroad, weight: 1 });

/** Spaces and dashes between any characters. */
const sprinkle = (text: string) => fc.array(fc.constantFrom('', '', '', ' ', '-', '  ', ' - '), { minLength: text.length, maxLength: text.length })
  .map((seps) => [...text].map((ch, i) => (i === 0 ? ch : seps[i] + ch)).join(''));

/** Every way the two fields may spell one handset: the calling code with 0, 00 or +, the number nationally
 *  (with the trunk prefix or without) or internationally with its own +cc / 00cc (then the code field is ignored). */
const spelling = (h: Handset) => fc.oneof(
  fc.tuple(fc.constantFrom(h.cc, `0${h.cc}`, `00${h.cc}`, `+${h.cc}`, ` +${h.cc} `, Number(h.cc)),
    fc.constantFrom(h.nsn, `${h.trunk}${h.nsn}`).chain(sprinkle)),
  fc.tuple(fc.constantFrom<unknown>(h.cc, '852', '1', undefined), fc.constantFrom(`+${h.cc}${h.nsn}`, `00${h.cc}${h.nsn}`).chain(sprinkle)),
);

describe('phone numbers', () => {
  it('[AU-7] default calling code 86; normalised to the calling code, the national number and E.164', () => {
    expect(parsePhone(undefined, '13800000001')).toEqual({ nationalCode: '86', number: '13800000001', e164: '+8613800000001' });
    expect(parsePhone('+86', '138 0000 0001')).toEqual({ nationalCode: '86', number: '13800000001', e164: '+8613800000001' });
    expect(parsePhone('852', '61234567')).toEqual({ nationalCode: '852', number: '61234567', e164: '+85261234567' });
    expect(parsePhone('86', '19900000001')?.e164).toBe('+8619900000001'); // the demo people's range
  });

  it('[AU-2] what is not a number a code can be sent to is refused', () => {
    expect(parsePhone('86', '1234')).toBeUndefined(); // 4 digits or fewer is never a phone
    expect(parsePhone(86, '2380000000')).toBeUndefined(); // a mainland fixed line: no SMS
    expect(parsePhone('86', '12800000001')).toBeUndefined(); // no such mobile range
    expect(parsePhone('999', '13800000001')).toBeUndefined(); // no country has calling code 999
    expect(parsePhone('1', "1' OR 1=1")).toBeUndefined();
    expect(parsePhone('86', '13800000001;ext=12')).toBeUndefined();
    expect(parsePhone('86', '13800000001\u0000')).toBeUndefined();
    expect(parseCallingCode('8 6 0')).toBeUndefined();
  });

  it('[AU-7] property: every spelling of one handset (86/086/0086/+86, spaces, dashes, trunk 0, +cc in the number) maps to one key', () => {
    fc.assert(fc.property(handset.chain((h) => fc.tuple(fc.constant(h), spelling(h))), ([h, [cc, number]]) => {
      expect(parsePhone(cc, number)).toEqual({ nationalCode: h.cc, number: h.nsn, e164: `+${h.cc}${h.nsn}` });
    }), { numRuns: 2_000 });
  });

  it('property: different handsets never share a key, however each is spelled', () => {
    const pair = fc.tuple(handset, handset).filter(([a, b]) => a.cc !== b.cc || a.nsn !== b.nsn);
    fc.assert(fc.property(pair.chain(([a, b]) => fc.tuple(spelling(a), spelling(b))), ([[ca, na], [cb, nb]]) => {
      const a = parsePhone(ca, na);
      const b = parsePhone(cb, nb);
      expect(a && b && a.e164 !== b.e164).toBe(true);
    }), { numRuns: 2_000 });
  });

  it('masks the middle for display', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });
});
