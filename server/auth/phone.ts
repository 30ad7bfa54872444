// Phone numbers as the login calls send them: a national calling code (default 86 [AU-7]) and the number.
export interface Phone {
  readonly nationalCode: string;
  readonly number: string;
}

export const DEFAULT_NATIONAL_CODE = '86'; // [AU-7]

/** Digits only; undefined when the number cannot be a phone (the client says 请输入正确手机号 [AU-2]). */
export function parsePhone(nationalCode: unknown, phone: unknown): Phone | undefined {
  const cc = nationalCode === undefined || nationalCode === null || nationalCode === ''
    ? DEFAULT_NATIONAL_CODE : String(nationalCode).replace(/^\+/, '');
  const number = String(phone ?? '').replace(/[\s-]/g, '');
  if (!/^\d{1,4}$/.test(cc) || !/^\d+$/.test(number)) return undefined;
  // Mainland mobile numbers are 11 digits starting with 1; elsewhere 5–15 digits (E.164 allows 15 in total).
  const ok = cc === '86' ? /^1\d{10}$/.test(number) : number.length >= 5 && number.length <= 15;
  return ok ? { nationalCode: cc, number } : undefined;
}

/** For logs and the user info call: 138****0001. */
export function maskPhone(number: string): string {
  return number.length >= 7 ? `${number.slice(0, 3)}****${number.slice(-4)}` : '****';
}
