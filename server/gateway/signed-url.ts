// A gateway URL with a fresh valid sign and the protocol version, as a client builds it [SK-1].
import { PROTOCOL_VERSION } from '../../proto/version';
import { makeSign } from './sign';

export function signedWsUrlFor(wsUrl: string, now = Date.now()): string {
  const url = new URL(wsUrl);
  url.searchParams.set('sign', makeSign(now));
  url.searchParams.set('v', String(PROTOCOL_VERSION));
  return url.toString();
}
