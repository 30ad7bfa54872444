// SMS verification codes, one row per code sent (server/auth/sms-codes.ts holds the rules).
import type { Queryable } from '../database';
import { first } from '../database';

export interface SmsCodeRow {
  readonly id: number;
  readonly codeHash: string;
  readonly attempts: number;
}

export interface NewSmsCode {
  readonly nationalCode: string;
  readonly phone: string;
  readonly scene: string;
  readonly codeHash: string;
  readonly ip: string;
  readonly expiresAt: Date;
}

/** A new code replaces the phone's earlier ones for the scene: only the latest can be used. */
export async function replaceSmsCode(q: Queryable, c: NewSmsCode, now: Date): Promise<void> {
  await q.query(`UPDATE sms_codes SET invalidated_at = $4 WHERE national_code = $1 AND phone = $2 AND scene = $3
    AND consumed_at IS NULL AND invalidated_at IS NULL`, [c.nationalCode, c.phone, c.scene, now]);
  await q.query(`INSERT INTO sms_codes (national_code, phone, scene, code_hash, ip, created_at, expires_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7)`, [c.nationalCode, c.phone, c.scene, c.codeHash, c.ip, now, c.expiresAt]);
}

/** The phone's usable code for the scene, locked for this transaction. */
export function lockUsableSmsCode(q: Queryable, nationalCode: string, phone: string, scene: string, now: Date): Promise<SmsCodeRow | undefined> {
  return first<SmsCodeRow>(q, `SELECT id, code_hash AS "codeHash", attempts FROM sms_codes
    WHERE national_code = $1 AND phone = $2 AND scene = $3 AND consumed_at IS NULL AND invalidated_at IS NULL
      AND expires_at > $4
    ORDER BY id DESC LIMIT 1 FOR UPDATE`, [nationalCode, phone, scene, now]);
}

export async function consumeSmsCode(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE sms_codes SET consumed_at = $2 WHERE id = $1', [id, now]);
}

/** Counts a wrong try; the code is invalidated once `maxAttempts` wrong tries are reached. */
export async function recordWrongSmsCode(q: Queryable, id: number, maxAttempts: number, now: Date): Promise<void> {
  await q.query(`UPDATE sms_codes SET attempts = attempts + 1,
    invalidated_at = CASE WHEN attempts + 1 >= $2 THEN $3 ELSE invalidated_at END WHERE id = $1`, [id, maxAttempts, now]);
}
