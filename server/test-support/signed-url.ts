// Gateway URLs for tests: a valid sign by default, or whatever a case needs to break [SK-1].
import { PROTOCOL_VERSION } from '../../proto/version';
import { makeSign } from '../gateway/sign';

export interface UrlParts {
  /** Raw sign query value; null leaves it out. Defaults to a fresh valid sign. */
  readonly sign?: string | null;
  /** Protocol version; null leaves it out. */
  readonly v?: string | null;
}

export function signedWsUrl(wsUrl: string, parts: UrlParts = {}): string {
  const url = new URL(wsUrl);
  const sign = parts.sign === undefined ? makeSign(Date.now()) : parts.sign;
  const v = parts.v === undefined ? String(PROTOCOL_VERSION) : parts.v;
  if (sign !== null) url.searchParams.set('sign', sign);
  if (v !== null) url.searchParams.set('v', v);
  return url.toString();
}
