// Key material. One master secret — ACCOUNTS_SECRET, or random bytes stored in the database on first start so
// that every process on that database agrees — and a separate key per purpose derived from it with HKDF, so
// no key serves two algorithms.
import { hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { getOrCreateSecret } from '../db/repositories/app-state';

export interface AccountsKeys {
  /** AES-256-CBC key of the response envelope (sent to browsers: obfuscation, not secrecy). */
  readonly envelopeEnc: Buffer;
  /** HMAC-SHA256 key of the response envelope (sent to browsers too). */
  readonly envelopeMac: Buffer;
  /** HMAC-SHA256 key signing access tokens. Server only. */
  readonly accessToken: Buffer;
  /** AES-256-GCM key sealing the current refresh token of a family at rest. Server only. */
  readonly seal: Buffer;
  /** HMAC key of stored SMS code hashes. Server only. */
  readonly smsCode: Buffer;
}

const SALT = 'qiusai-accounts-v1';

export function deriveKeys(master: Uint8Array): AccountsKeys {
  const key = (info: string) => Buffer.from(hkdfSync('sha256', master, SALT, info, 32));
  return {
    envelopeEnc: key('envelope-enc'),
    envelopeMac: key('envelope-mac'),
    accessToken: key('access-token'),
    seal: key('refresh-seal'),
    smsCode: key('sms-code'),
  };
}

/** ACCOUNTS_SECRET as base64 or hex (≥ 32 bytes), else the database's own. */
export async function loadMasterSecret(db: Database, configured: string | undefined, now: number): Promise<Buffer> {
  if (configured) {
    const bytes = /^[0-9a-f]+$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
    if (bytes.length < 32) throw new Error('ACCOUNTS_SECRET must hold at least 32 bytes (base64 or hex)');
    return bytes;
  }
  const stored = await getOrCreateSecret(db, 'master', () => randomBytes(32).toString('base64'), new Date(now));
  return Buffer.from(stored, 'base64');
}
