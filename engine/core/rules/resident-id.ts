// The Chinese resident identity number (GB 11643-1999): 6-digit region, 8-digit birth date, 3-digit sequence,
// one check character over the first 17 (ISO 7064 MOD 11-2: weights 2^(17-i) mod 11, remainder → '10X98765432').
// And the real-name format the certification accepts. Pure, in the core: the server's routes and the browser's
// certification form run these same checks (one decision in one place).

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK = '10X98765432';
/** Province-level codes of GB/T 2260 (the first two digits). */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54,
  61, 62, 63, 64, 65, 71, 81, 82,
]);

/** The check character of the first 17 digits. */
export function checkCharOf(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

export type IdNumberProblem = 'format' | 'region' | 'birth-date' | 'checksum';

/** Why `raw` is not a valid resident ID number (as of `today`, for the birth date), or undefined when it is. */
export function idNumberProblem(raw: string, today: Date): IdNumberProblem | undefined {
  const id = raw.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  if (!PROVINCES.has(Number(id.slice(0, 2)))) return 'region';
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (y < 1800 || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d || born.getTime() > today.getTime()) return 'birth-date';
  if (checkCharOf(id.slice(0, 17)) !== id[17]) return 'checksum';
  return undefined;
}

/** Whole years from the number's birth date to `today` (UTC calendar days; the caller passes the Shanghai day). */
export function ageOn(id: string, today: Date): number {
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Live-streaming rules in China: anchors are adults. */
export const ANCHOR_MIN_AGE = 18;

/** 2–20 Chinese characters, a middle dot allowed between parts (少数民族 names: 阿卜杜·热合曼). */
export function isRealName(name: string): boolean {
  return /^[\u4e00-\u9fa5]+(?:[·•][\u4e00-\u9fa5]+)*$/u.test(name) && [...name].length >= 2 && [...name].length <= 20;
}

/** 110***********1234 → first 3 and last 2 kept: enough for the owner to recognise, not to use. */
export function maskIdNumber(id: string): string {
  const up = id.toUpperCase();
  return `${up.slice(0, 3)}${'*'.repeat(up.length - 5)}${up.slice(-2)}`;
}

/** 张三丰 → 张**: the detail page shows the family name only. */
export function maskRealName(name: string): string {
  const chars = [...name];
  return chars[0] + '*'.repeat(chars.length - 1);
}
