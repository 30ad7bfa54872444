// The uploads index (migration 011_uploads.sql): which images are stored, their size, who uploaded them and when.
// Each user's quota is the bytes of the uploads they own; the sweep deletes rows (then files) that nothing
// references once the grace period has passed. One SQL for PGlite and PostgreSQL.
import type { Database, Queryable } from '../database';

export interface IndexedFile {
  /** <sha-256>.<png|jpg> */
  readonly key: string;
  readonly bytes: number;
}

/** Bytes of the uploads `userId` owns. */
export async function bytesOwnedBy(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ bytes: number }>(`SELECT COALESCE(SUM(u.bytes), 0)::float8 AS bytes
    FROM upload_owners o JOIN uploads u ON u.key = o.key WHERE o.user_id = $1`, [userId]);
  return Number(row.bytes);
}

export type RecordOutcome = { readonly ok: true } | { readonly ok: false; readonly ownedBytes: number };

/**
 * Records `files` as uploaded by `userId` at `now` — unless the user's owned bytes would pass `quotaBytes` (keys
 * they own already are not charged twice), when nothing is recorded. One transaction under a per-user lock, so
 * two uploads of one user at once cannot both slip under the quota.
 */
export async function recordUploads(db: Database, userId: number, files: readonly IndexedFile[], quotaBytes: number, now: Date): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('upload_quota'), $1::int)`, [userId]);
    const owned = await bytesOwnedBy(tx, userId);
    const already = new Set((await tx.query<{ key: string }>(`SELECT key FROM upload_owners WHERE user_id = $1 AND key = ANY($2::text[])`,
      [userId, files.map((f) => f.key)])).map((r) => r.key));
    const charged = [...new Map(files.filter((f) => !already.has(f.key)).map((f) => [f.key, f.bytes])).values()].reduce((a, b) => a + b, 0);
    if (owned + charged > quotaBytes) return { ok: false, ownedBytes: owned };
    for (const f of files) {
      await tx.query(`INSERT INTO uploads (key, bytes, created_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING`, [f.key, f.bytes, now]);
      await tx.query(`INSERT INTO upload_owners (key, user_id, uploaded_at) VALUES ($1, $2, $3)
        ON CONFLICT (user_id, key) DO UPDATE SET uploaded_at = GREATEST(upload_owners.uploaded_at, EXCLUDED.uploaded_at)`, [f.key, userId, now]);
    }
    return { ok: true };
  });
}

/** Takes back what recordUploads recorded for `userId` (their files could not be stored): their ownership, and
 *  the uploads rows no one else owns. */
export async function forgetUploads(db: Database, userId: number, keys: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM upload_owners WHERE user_id = $1 AND key = ANY($2::text[])`, [userId, [...keys]]);
    await tx.query(`DELETE FROM uploads u WHERE u.key = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM upload_owners o WHERE o.key = u.key)`, [[...keys]]);
  });
}

export async function isIndexedUpload(q: Queryable, key: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM uploads WHERE key = $1`, [key])).length > 0;
}

/**
 * Deletes (and answers) up to `limit` index rows the sweep may take: created and last uploaded before `cutoff`,
 * and whose URL (`urlPrefix` + key) is no feedback's or complaint's proof and no broadcast's cover, checked and
 * deleted in one statement.
 */
export async function deleteUnreferencedUploads(q: Queryable, cutoff: Date, urlPrefix: string, limit: number): Promise<string[]> {
  const rows = await q.query<{ key: string }>(`DELETE FROM uploads WHERE key IN (
      SELECT u.key FROM uploads u
      WHERE u.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM upload_owners o WHERE o.key = u.key AND o.uploaded_at >= $1)
        AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.proof_list @> ARRAY[$2::text || u.key])
        AND NOT EXISTS (SELECT 1 FROM complaints c WHERE c.proof_list @> ARRAY[$2::text || u.key])
        AND NOT EXISTS (SELECT 1 FROM broadcasts b WHERE b.cover_picture = $2::text || u.key)
      ORDER BY u.created_at LIMIT $3)
    RETURNING key`, [cutoff, urlPrefix, limit]);
  return rows.map((r) => r.key);
}
