// Phone numbers as the login calls send them: a national calling code (default 86 [AU-7]) and the number,
// normalised to one form (E.164) at every entry point. `86`, `086`, `0086` and `+86` used to be three accounts,
// three SMS to one handset and three rate-limit buckets (issue #11): accounts, SMS codes and limits are keyed by
// the normalised form only. libphonenumber-js's full metadata decides what is a number, and of what type.
import type { NumberType } from 'libphonenumber-js/max';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface Phone {
  /** The country calling code, digits only: '86'. */
  readonly nationalCode: string;
  /** The national significant number, digits only (no trunk prefix): '13800000001'. */
  readonly number: string;
  /** '+8613800000001': the one key of this handset. */
  readonly e164: string;
}

export const DEFAULT_NATIONAL_CODE = '86'; // [AU-7]

const CALLING_CODES: ReadonlySet<string> = new Set(getCountries().map((c) => getCountryCallingCode(c)));

// A code is sent by SMS, so the number must be able to receive one.
const SMS_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

// What people type between digits; anything else (letters, quotes, ';ext=') is not a phone number.
const SEPARATORS = /[\s\-().]/g;

/** '86', '086', '0086', '+86', ' + 86 ' → '86'; undefined when no country has that calling code. */
export function parseCallingCode(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_NATIONAL_CODE;
  const m = /^(?:\+|0+)?([1-9]\d{0,2})$/.exec(String(raw).normalize('NFKC').replace(SEPARATORS, ''));
  return m && CALLING_CODES.has(m[1]) ? m[1] : undefined;
}

/**
 * The normalised phone, or undefined when it is not a number a code can be sent to (the answer is
 * 请输入正确手机号 [AU-2]). A number written with its own `+cc` or `00cc` is taken as written, whatever
 * `nationalCode` says; a trunk prefix ('0' in 013800000001) and the calling code repeated without '+' are dropped.
 */
export function parsePhone(nationalCode: unknown, phone: unknown): Phone | undefined {
  const cc = parseCallingCode(nationalCode);
  const written = String(phone ?? '').normalize('NFKC').replace(SEPARATORS, '');
  if (cc === undefined || !/^(?:\+|00)?\d{1,17}$/.test(written)) return undefined;
  const international = written.startsWith('+') ? written : written.startsWith('00') ? `+${written.slice(2)}` : undefined;
  const parsed = international === undefined
    ? parsePhoneNumberFromString(written, { defaultCallingCode: cc })
    : parsePhoneNumberFromString(international);
  if (!parsed || parsed.ext || !parsed.isValid()) return undefined;
  const type = parsed.getType();
  if (type === undefined || !SMS_TYPES.has(type)) return undefined;
  return { nationalCode: parsed.countryCallingCode, number: parsed.nationalNumber, e164: parsed.number };
}

/** For logs and the user info call: 138****0001. */
export function maskPhone(number: string): string {
  return number.length >= 7 ? `${number.slice(0, 3)}****${number.slice(-4)}` : '****';
}
