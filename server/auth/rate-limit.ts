// Sliding-window rate limits kept in the database, so every process on it counts together (the SMS send caps
// [AU-7] must hold behind a load balancer too). A limit hit answers code 4000 (SPEC.md §8).
//
// There is no separate check and record: a caller that counts failures (wrong passwords) reserves the slot
// before it tries and refunds it on success. Checking first and recording after the fact let 200 guesses sent
// together all pass a cap of 10, since none of them had been recorded while the others were checked (issue #11).
import type { Database, Queryable } from '../db/database';
import { deleteRateEvent, insertRateEvent, lockRateKey, pruneRateEvents, recentRateEvents } from '../db/repositories/rate-events';
import type { Clock } from '../../engine/core/time/scheduler';

export interface RateRule {
  /** Events allowed inside any window of this length. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateKey {
  readonly bucket: string;
  readonly subject: string;
  readonly rules: readonly RateRule[];
}

export type RateVerdict =
  | {
    readonly ok: true;
    /** Takes the recorded events back (one per key): the attempt turned out not to count, e.g. a right password. */
    refund(): Promise<void>;
  }
  | { readonly ok: false; readonly retryAfterMs: number };

export interface RateLimiter {
  /** Checks every key and, only when all allow it, records one event for each — atomically. */
  consume(keys: readonly RateKey[]): Promise<RateVerdict>;
}

const longest = (k: RateKey) => Math.max(0, ...k.rules.map((r) => r.windowMs));

/** ms until every rule of the key allows one more event; 0 when it does now. */
export function waitFor(rules: readonly RateRule[], newestFirst: readonly number[], now: number): number {
  let wait = 0;
  for (const r of rules) {
    const inWindow = newestFirst.filter((at) => at > now - r.windowMs);
    if (inWindow.length >= r.limit) wait = Math.max(wait, inWindow[r.limit - 1] + r.windowMs - now);
  }
  return wait;
}

export function createRateLimiter(db: Database, clock: Clock): RateLimiter {
  // Keys are locked in one order, so two requests locking the same pair cannot deadlock.
  const sorted = (keys: readonly RateKey[]) => [...keys].sort((a, b) => `${a.bucket}:${a.subject}`.localeCompare(`${b.bucket}:${b.subject}`));

  async function verdict(tx: Queryable, keys: readonly RateKey[], now: number): Promise<{ readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number }> {
    let wait = 0;
    for (const k of keys) {
      if (k.rules.length === 0) continue; // no limit configured for this key
      await lockRateKey(tx, k.bucket, k.subject);
      const since = new Date(now - longest(k));
      await pruneRateEvents(tx, k.bucket, k.subject, since);
      const times = (await recentRateEvents(tx, k.bucket, k.subject, since)).map((d) => d.getTime());
      wait = Math.max(wait, waitFor(k.rules, times, now));
    }
    return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
  }

  const record = async (tx: Queryable, keys: readonly RateKey[], now: number) => {
    for (const k of keys) if (k.rules.length) await insertRateEvent(tx, k.bucket, k.subject, new Date(now));
  };

  // Events of one key at one time are interchangeable, so taking back any one of them at `at` is exact.
  const refund = (keys: readonly RateKey[], at: number) => db.transaction(async (tx) => {
    for (const k of keys) if (k.rules.length) await deleteRateEvent(tx, k.bucket, k.subject, new Date(at));
  });

  return {
    consume: (keys) => db.transaction(async (tx): Promise<RateVerdict> => {
      const now = clock.now();
      const v = await verdict(tx, sorted(keys), now);
      if (!v.ok) return v;
      await record(tx, keys, now);
      return { ok: true, refund: () => refund(keys, now) };
    }),
  };
}
