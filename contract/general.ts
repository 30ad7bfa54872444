// SPEC.md §7 "General": the envelope every JSON answer comes in [HT-2], the key that opens it, and the token
// refresh [HT-9] (with logout, its sibling: both take the refresh token in the X-Refresh-Token header).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { jsonCall, NO_BODY } from './call';

/** {code, msg, data}: data is sealed (base64 text, server/api/envelope.ts) on code 0, null otherwise. */
export const Envelope = Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Union([Type.String(), Type.Null()]) });

export const ClientKey = Type.Object({
  v: Type.Integer(),
  alg: Type.String(),
  /** base64 of 32 bytes: AES-256 key. */
  encKey: Type.String(),
  /** base64 of 32 bytes: HMAC-SHA256 key. */
  macKey: Type.String(),
});
export type ClientKey = Static<typeof ClientKey>;

export const Tokens = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });

export const GENERAL = {
  /** The envelope keys, plain (not sealed): the one answer that opens all the others. */
  clientKey: jsonCall({ path: '/v1/common/clientKey', methods: ['GET', 'POST'], auth: 'none', body: NO_BODY, data: ClientKey, sealed: false }),
  /** Empty payload; the refresh token in X-Refresh-Token [HT-9]. Any refusal is 10030 [HT-5]. */
  refresh: jsonCall({ path: '/refresh', auth: 'none', body: NO_BODY, data: Tokens }),
  /** Revokes the refresh token's family (X-Refresh-Token). */
  logout: jsonCall({ path: '/logout', auth: 'none', body: NO_BODY, data: Type.Null() }),
} as const;
