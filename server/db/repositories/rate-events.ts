// Sliding-window rate-limit events (server/auth/rate-limit.ts holds the rules).
import type { Queryable } from '../database';

/** Serialises the check-and-record of one key for this transaction (a no-op cost on PGlite). */
export async function lockRateKey(q: Queryable, bucket: string, subject: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`rate:${bucket}:${subject}`]);
}

/** Event times after `since`, newest first. */
export async function recentRateEvents(q: Queryable, bucket: string, subject: string, since: Date): Promise<Date[]> {
  const rows = await q.query<{ at: Date }>(`SELECT at FROM rate_events WHERE bucket = $1 AND subject = $2 AND at > $3
    ORDER BY at DESC`, [bucket, subject, since]);
  return rows.map((r) => r.at);
}

export async function insertRateEvent(q: Queryable, bucket: string, subject: string, at: Date): Promise<void> {
  await q.query('INSERT INTO rate_events (bucket, subject, at) VALUES ($1, $2, $3)', [bucket, subject, at]);
}

/** Events older than every window of the key are forgotten. */
export async function pruneRateEvents(q: Queryable, bucket: string, subject: string, before: Date): Promise<void> {
  await q.query('DELETE FROM rate_events WHERE bucket = $1 AND subject = $2 AND at <= $3', [bucket, subject, before]);
}

/** Takes back one event recorded at `at` (a refunded reservation). */
export async function deleteRateEvent(q: Queryable, bucket: string, subject: string, at: Date): Promise<void> {
  await q.query(`DELETE FROM rate_events WHERE ctid = (SELECT ctid FROM rate_events WHERE bucket = $1 AND subject = $2
    AND at = $3 LIMIT 1)`, [bucket, subject, at]);
}
