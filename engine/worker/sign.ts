// The socket URL's sign [SK-1]: base64 of JSON {scope 'web', timestamp, sign = md5(scope + timestamp)}.
import MD5 from 'crypto-js/md5';

export const SIGN_SCOPE = 'web';

export function makeSign(timestamp: number): string {
  const json = JSON.stringify({ scope: SIGN_SCOPE, timestamp, sign: MD5(SIGN_SCOPE + timestamp).toString() });
  return btoa(json);
}

export function socketUrl(base: string, timestamp: number, protocolVersion: number): string {
  const url = new URL(base);
  url.searchParams.set('sign', makeSign(timestamp));
  url.searchParams.set('v', String(protocolVersion));
  return url.toString();
}
