// The HTTP *_b endpoints answer a bare MatchListResponse (no envelope) [HT-8].
import type { ListSnapshot } from '../core/events';
import type { Sport } from '../core/sport';
import { encodeEventBody } from './codec-events';
import { CODE_TABLE } from './code-table';
import { decodeEvent } from './decode-event';
import { sportCode } from '../core/codes';
import { CODE } from '../core/codes';
import { live } from './pb';

export function encodeListResponse(snapshot: ListSnapshot): Uint8Array {
  return encodeEventBody(snapshot).body;
}

/** A decode failure yields nothing [HT-8]. */
export function decodeListResponse(sport: Sport, bytes: Uint8Array): ListSnapshot | undefined {
  try {
    const code = sportCode(sport, CODE.footballList);
    const r = live.MatchListResponse.decode(bytes);
    const e = decodeEvent(CODE_TABLE.get(code)!, code, r.seq, r.serverTime, bytes);
    return e.type === 'listSnapshot' ? e : undefined;
  } catch {
    return undefined;
  }
}
