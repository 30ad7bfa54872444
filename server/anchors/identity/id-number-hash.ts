// The ID number is stored only as a keyed hash (one certified account per person) and a mask. The key comes from
// the accounts master secret through HKDF with a purpose of its own, so it is none of the token or envelope keys.
import { createHmac, hkdfSync } from 'node:crypto';

export type IdNumberHasher = (idNumber: string) => string;

export function idNumberHasher(masterKey: Uint8Array): IdNumberHasher {
  const key = Buffer.from(hkdfSync('sha256', masterKey, 'anchor-identity', 'id-number-hash', 32));
  return (idNumber) => createHmac('sha256', key).update(idNumber.toUpperCase()).digest('hex');
}
