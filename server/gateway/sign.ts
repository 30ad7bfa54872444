// The signed URL check [SK-1]: query sign = base64(JSON {scope:'web', timestamp, sign: md5('web' + timestamp)}),
// timestamp in ms, refused when further than the allowed skew from server time. The result is a value: which
// check failed goes into the 4401 close reason.
import { createHash, timingSafeEqual } from 'node:crypto';

export const SIGN_SCOPE = 'web';

export type SignRefusal = 'missing' | 'malformed' | 'scope' | 'mismatch' | 'stale';

export type SignCheck =
  | { readonly ok: true; readonly timestamp: number }
  | { readonly ok: false; readonly refusal: SignRefusal; readonly detail: string };

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** What a client puts in the URL (the browser engine builds the same; tests and the bench use this). */
export function makeSign(timestamp: number, scope = SIGN_SCOPE): string {
  return Buffer.from(JSON.stringify({ scope, timestamp, sign: md5(scope + timestamp) })).toString('base64');
}

const refuse = (refusal: SignRefusal, detail: string): SignCheck => ({ ok: false, refusal, detail });

// Standard or URL-safe alphabet; a '+' that arrived unescaped in a query string reads as a space.
const BASE64 = /^[A-Za-z0-9+/\-_]+={0,2}$/;

function parse(sign: string): Record<string, unknown> | undefined {
  const text = sign.replace(/ /g, '+');
  if (!BASE64.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}

export function checkSign(sign: string | null, now: number, maxSkewMs: number): SignCheck {
  if (!sign) return refuse('missing', 'no sign query parameter');
  const body = parse(sign);
  if (!body) return refuse('malformed', 'not base64 of a JSON object');
  const { scope, timestamp, sign: digest } = body;
  const ts = typeof timestamp === 'string' && /^\d+$/.test(timestamp) ? Number(timestamp) : timestamp;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts) || typeof digest !== 'string') {
    return refuse('malformed', 'timestamp or sign missing');
  }
  if (scope !== SIGN_SCOPE) return refuse('scope', `scope must be '${SIGN_SCOPE}'`);
  if (!sameHex(digest, md5(SIGN_SCOPE + String(timestamp)))) return refuse('mismatch', 'md5 does not match');
  if (Math.abs(ts - now) > maxSkewMs) return refuse('stale', `timestamp ${Math.round((ts - now) / 1000)} s off server time`);
  return { ok: true, timestamp: ts };
}

/** The 4401 close reason: 'sign <check>: <detail>' (a close reason is at most 123 bytes). */
export function refusalReason(check: Extract<SignCheck, { ok: false }>): string {
  return `sign ${check.refusal}: ${check.detail}`.slice(0, 120);
}
