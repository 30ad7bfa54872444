// Limits of the account calls. Figures with a rule come from SPEC.md; the others are our choice, with the
// reason beside them.
import type { PasswordCost } from './passwords';
import { PASSWORD_COST } from './passwords';
import type { RateRule } from './rate-limit';

export interface SmsLimits {
  /** [AU-7] a code is valid ten minutes. */
  readonly codeTtlMs: number;
  /** Wrong tries before the code is invalidated (DESIGN.md baseline: 5). */
  readonly maxAttempts: number;
  /** Sends per phone number: the 60 s resend cooldown [AU-7] and hourly/daily caps. */
  readonly perPhone: readonly RateRule[];
  /** Sends per client IP. */
  readonly perIp: readonly RateRule[];
}

export interface AuthLimits {
  /** Access tokens are short-lived: a stolen one is useful for minutes, and a reset revokes it at once anyway. */
  readonly accessTtlMs: number;
  /** A refresh family lives this long after its last rotation (sliding). */
  readonly refreshTtlMs: number;
  /** [HT-9] a rotated refresh token presented again this soon is a concurrent tab, not a thief. */
  readonly refreshGraceMs: number;
  readonly sms: SmsLimits;
  /** Wrong passwords per phone and per IP before /loginByPassWord answers 4000. */
  readonly passwordFailures: { readonly perPhone: readonly RateRule[]; readonly perIp: readonly RateRule[] };
  /** Tourist codes per IP. */
  readonly touristPerIp: readonly RateRule[];
  readonly passwordCost: PasswordCost;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const AUTH_LIMITS: AuthLimits = {
  accessTtlMs: 15 * MINUTE,
  refreshTtlMs: 30 * DAY,
  // Long enough for tabs that read the old token before the first refresh landed, short enough that a
  // replay by someone else still meets reuse detection.
  refreshGraceMs: 10_000,
  sms: {
    codeTtlMs: 10 * MINUTE, // [AU-7]
    maxAttempts: 5,
    perPhone: [
      { limit: 1, windowMs: MINUTE }, // [AU-7] 60 s resend cooldown
      { limit: 5, windowMs: HOUR }, // with 5 tries a code, at most 25 guesses an hour against one phone
      { limit: 10, windowMs: DAY },
    ],
    perIp: [{ limit: 20, windowMs: HOUR }, { limit: 100, windowMs: DAY }],
  },
  passwordFailures: {
    perPhone: [{ limit: 10, windowMs: 15 * MINUTE }],
    perIp: [{ limit: 50, windowMs: 15 * MINUTE }],
  },
  touristPerIp: [{ limit: 30, windowMs: HOUR }],
  passwordCost: PASSWORD_COST,
};

/**
 * AUTH_LIMITS with the operator's SMS_PER_IP_PER_HOUR: sends per client address an hour (the day's cap five times
 * it). For a deployment whose clients share one address — a test or load run on loopback, a campus behind one
 * NAT — as the gateway's per-address cap is set for a load test. Unset: the defaults; anything but a positive
 * integer is an error naming the variable.
 */
export function authLimitsFromEnv(env: { readonly SMS_PER_IP_PER_HOUR?: string }): AuthLimits {
  const raw = env.SMS_PER_IP_PER_HOUR;
  if (raw === undefined || raw === '') return AUTH_LIMITS;
  const hourly = Number(raw);
  if (!Number.isInteger(hourly) || hourly < 1) throw new Error(`SMS_PER_IP_PER_HOUR must be a positive integer, got '${raw}'`);
  return { ...AUTH_LIMITS, sms: { ...AUTH_LIMITS.sms, perIp: [{ limit: hourly, windowMs: HOUR }, { limit: 5 * hourly, windowMs: DAY }] } };
}
