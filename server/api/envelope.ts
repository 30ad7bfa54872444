// The response envelope {code, msg, data} [HT-2] with the data field encrypted (DESIGN.md "Security and
// reliability baseline"). Format v1, for code 0:
//
//   data = base64( iv[16] ‖ ciphertext ‖ tag[32] )
//   ciphertext = AES-256-CBC(encKey, iv, PKCS#7(UTF-8(JSON.stringify(value ?? null))))
//   tag        = HMAC-SHA256(macKey, iv ‖ ciphertext)            (encrypt-then-MAC)
//
// encKey and macKey are 32 random-derived bytes each (server/auth/secrets.ts), a fresh random IV per response.
// The browser checks the tag (constant time) before it decrypts, with crypto-js (ui/api/envelope-decrypt.ts).
// Both keys are handed to every browser by GET /api/v1/common/clientKey: this hides data from casual scraping,
// nothing more — TLS is what protects it. Failures carry data: null, unencrypted.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface EnvelopeKeys {
  readonly encKey: Uint8Array;
  readonly macKey: Uint8Array;
}

export interface Envelope {
  readonly code: number;
  readonly msg: string;
  /** Sealed data (base64) for code 0; null otherwise. */
  readonly data: string | null;
}

export const ENVELOPE_VERSION = 1;
export const ENVELOPE_ALGORITHM = 'AES-256-CBC/PKCS7 + HMAC-SHA256 (encrypt-then-MAC), base64(iv16 ‖ ciphertext ‖ tag32)';
const IV_BYTES = 16;
const TAG_BYTES = 32;

const tagOf = (keys: EnvelopeKeys, ivAndCiphertext: Uint8Array) =>
  createHmac('sha256', keys.macKey).update(ivAndCiphertext).digest();

export function sealData(value: unknown, keys: EnvelopeKeys): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-cbc', keys.encKey, iv);
  const body = Buffer.concat([iv, cipher.update(JSON.stringify(value ?? null), 'utf8'), cipher.final()]);
  return Buffer.concat([body, tagOf(keys, body)]).toString('base64');
}

export function okEnvelope(data: unknown, keys: EnvelopeKeys): Envelope {
  return { code: 0, msg: '', data: sealData(data, keys) };
}

export function errorEnvelope(code: number, msg: string): Envelope {
  return { code, msg, data: null };
}

export type Opened = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: 'format' | 'tag' };

/** The server's own reader (tools, tests); the browser's is ui/api/envelope-decrypt.ts. */
export function openData(sealed: string, keys: EnvelopeKeys): Opened {
  const bytes = Buffer.from(sealed, 'base64');
  const ctLength = bytes.length - IV_BYTES - TAG_BYTES;
  if (ctLength <= 0 || ctLength % 16 !== 0) return { ok: false, reason: 'format' };
  const body = bytes.subarray(0, bytes.length - TAG_BYTES);
  if (!timingSafeEqual(tagOf(keys, body), bytes.subarray(bytes.length - TAG_BYTES))) return { ok: false, reason: 'tag' };
  try {
    const decipher = createDecipheriv('aes-256-cbc', keys.encKey, body.subarray(0, IV_BYTES));
    const text = Buffer.concat([decipher.update(body.subarray(IV_BYTES)), decipher.final()]).toString('utf8');
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: 'format' };
  }
}
