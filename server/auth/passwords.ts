// Password storage: scrypt from node:crypto (memory-hard, no native addon), a random salt per password, and the
// parameters stored with the hash so they can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface PasswordCost {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

// 2^15 × 8 × 128 B = 32 MiB and roughly 50–100 ms per hash on one core: slow for an offline guesser, bearable
// for a login. Tests pass a cheaper cost.
export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** 'scrypt$N$r$p$salt$hash' (base64). */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, N, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the time of one verification: unknown phones answer as slowly as wrong passwords (no enumeration). */
export async function burnPasswordTime(cost: PasswordCost = PASSWORD_COST): Promise<void> {
  await derive('', Buffer.alloc(16), cost);
}

/** [AU-4] the password travels base64-encoded (UTF-8); undefined when it is not valid base64 of text. */
export function decodeBase64Password(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return undefined;
  const bytes = Buffer.from(encoded, 'base64');
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    return text.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * SPEC.md §5 hints "at least 8 characters with letters and digits" without showing enforcement; we enforce it
 * on the server when a password is set, with a length cap so hashing cost stays bounded.
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8 || password.length > 64 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return '密码需为8-64位，且同时包含字母和数字';
  }
  return undefined;
}
