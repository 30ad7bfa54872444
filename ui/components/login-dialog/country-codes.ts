// Country calling codes offered beside the phone field; 86 first and the default [AU-7]. The server takes any
// 1–4 digit code (mainland numbers must be 11 digits, others 5–15).
import { DEFAULT_NATIONAL_CODE } from '../../accounts/account-types';

export interface CountryCode {
  readonly code: string;
  readonly region: string;
}

export const COUNTRY_CODES: readonly CountryCode[] = [
  { code: DEFAULT_NATIONAL_CODE, region: '中国大陆' },
  { code: '852', region: '中国香港' },
  { code: '853', region: '中国澳门' },
  { code: '886', region: '中国台湾' },
];
