// SMS verification codes (DESIGN.md "Security and reliability baseline", [AU-7]): 6 digits, single use, bound
// to the phone and the scene, valid 10 minutes, invalidated after 5 wrong tries; per-phone and per-IP send caps
// and the 60 s cooldown answer 4000. Sending never looks the phone up, so registered and unknown numbers get the
// same answer in the same time.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { consumeSmsCode, lockUsableSmsCode, recordWrongSmsCode, replaceSmsCode } from '../db/repositories/sms-codes';
import type { SmsLimits } from './auth-config';
import type { Clock } from '../../engine/core/time/scheduler';
import type { Phone } from './phone';
import type { RateLimiter } from './rate-limit';
import type { SmsProvider, SmsScene } from './sms-provider';

export type SendResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'rate-limited'; readonly retryAfterMs: number }
  | { readonly ok: false; readonly reason: 'provider-failed' };

export interface SmsCodes {
  send(phone: Phone, scene: SmsScene, ip: string): Promise<SendResult>;
  /** True once for the right code; consumes it. */
  verify(phone: Phone, scene: SmsScene, code: string): Promise<boolean>;
}

export interface SmsCodesDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly provider: SmsProvider;
  readonly limiter: RateLimiter;
  readonly key: Buffer;
  readonly limits: SmsLimits;
  /** Six random digits by default. */
  readonly newCode?: () => string;
  readonly onProviderError?: (err: unknown) => void;
}

export const CODE_PATTERN = /^\d{6}$/;

const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function createSmsCodes(deps: SmsCodesDeps): SmsCodes {
  const { db, clock, limits } = deps;
  // The hash binds the code to the number and the scene: a code sent to one phone matches nothing else.
  const hashOf = (p: Phone, scene: SmsScene, code: string) =>
    createHmac('sha256', deps.key).update(`${p.nationalCode}|${p.number}|${scene}|${code}`).digest();

  return {
    async send(phone, scene, ip) {
      const verdict = await deps.limiter.consume([
        { bucket: 'sms-phone', subject: phone.e164, rules: limits.perPhone },
        { bucket: 'sms-ip', subject: ip, rules: limits.perIp },
      ]);
      if (!verdict.ok) return { ok: false, reason: 'rate-limited', retryAfterMs: verdict.retryAfterMs };
      const code = (deps.newCode ?? randomCode)();
      const now = clock.now();
      await db.transaction((tx) => replaceSmsCode(tx, {
        nationalCode: phone.nationalCode, phone: phone.number, scene, ip,
        codeHash: hashOf(phone, scene, code).toString('base64'), expiresAt: new Date(now + limits.codeTtlMs),
      }, new Date(now)));
      try {
        await deps.provider.send({ nationalCode: phone.nationalCode, phone: phone.number, scene, code,
          validMinutes: Math.round(limits.codeTtlMs / 60_000) });
      } catch (err) {
        deps.onProviderError?.(err);
        return { ok: false, reason: 'provider-failed' };
      }
      return { ok: true };
    },

    verify(phone, scene, code) {
      if (!CODE_PATTERN.test(code)) return Promise.resolve(false);
      return db.transaction(async (tx) => {
        const now = new Date(clock.now());
        // Locked: two concurrent tries of one code cannot both succeed, nor both count as the 5th.
        const row = await lockUsableSmsCode(tx, phone.nationalCode, phone.number, scene, now);
        if (!row) return false;
        const expected = Buffer.from(row.codeHash, 'base64');
        if (timingSafeEqual(expected, hashOf(phone, scene, code))) {
          await consumeSmsCode(tx, row.id, now);
          return true;
        }
        await recordWrongSmsCode(tx, row.id, limits.maxAttempts, now);
        return false;
      });
    },
  };
}
