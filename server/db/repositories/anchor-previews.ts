// An anchor's announced broadcasts (/anchor/addPreview, findPreview, delPreview; the lists' preview entries).
import type { Queryable } from '../database';

export interface PreviewRow {
  readonly anchorId: number;
  readonly sportType: number;
  readonly matchId: number;
  readonly createdAt: Date;
}

const COLUMNS = 'anchor_id AS "anchorId", sport_type AS "sportType", match_id AS "matchId", created_at AS "createdAt"';

/** True when it was new. */
export async function addPreview(q: Queryable, anchorId: number, sportType: number, matchId: number, now: Date): Promise<boolean> {
  const rows = await q.query(`INSERT INTO anchor_previews (anchor_id, sport_type, match_id, created_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT DO NOTHING RETURNING anchor_id`, [anchorId, sportType, matchId, now]);
  return rows.length > 0;
}

export async function listPreviews(q: Queryable, anchorId: number): Promise<PreviewRow[]> {
  const rows = await q.query<PreviewRow>(`SELECT ${COLUMNS} FROM anchor_previews WHERE anchor_id = $1
    ORDER BY created_at, sport_type, match_id`, [anchorId]);
  return rows.map((r) => ({ ...r, matchId: Number(r.matchId) }));
}

/** True when there was one. */
export async function deletePreview(q: Queryable, anchorId: number, sportType: number, matchId: number): Promise<boolean> {
  const rows = await q.query(`DELETE FROM anchor_previews WHERE anchor_id = $1 AND sport_type = $2 AND match_id = $3
    RETURNING anchor_id`, [anchorId, sportType, matchId]);
  return rows.length > 0;
}
