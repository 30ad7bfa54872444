// Who may stay once the upgrade is done: a good sign [SK-1] and the protocol version this server speaks.
// A refusal is a value carrying the close code and a reason naming the failed check.
import { PROTOCOL_VERSION } from '../../proto/version';
import { CLOSE } from './close-codes';
import { checkSign, refusalReason } from './sign';

export type Admission = { readonly ok: true } | { readonly ok: false; readonly code: number; readonly reason: string };

export function admit(query: URLSearchParams, now: number, signMaxSkewMs: number): Admission {
  const sign = checkSign(query.get('sign'), now, signMaxSkewMs);
  if (!sign.ok) return { ok: false, code: CLOSE.unauthorized, reason: refusalReason(sign) };
  const v = query.get('v');
  if (v !== String(PROTOCOL_VERSION)) {
    return { ok: false, code: CLOSE.upgradeRequired, reason: `protocol version ${v ?? 'missing'}, server speaks ${PROTOCOL_VERSION}` };
  }
  return { ok: true };
}
