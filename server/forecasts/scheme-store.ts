// The forecast tables (migrations/012_forecasts.sql): schemes with their picks, their lock and grade, and the
// deletions before kick-off. The lock itself is the database's (its triggers refuse any change to a locked scheme
// but its grade, written once); these statements also ask for an unlocked scheme before kick-off, so a refused
// change is an answer (0 rows), not an exception.
import type { Database, Queryable } from '../db/database';
import type { SchemeOutcome } from './record-stats';

export interface StoredItem {
  readonly idx: number;
  readonly matchId: number;
  readonly sportType: 1 | 2;
  readonly competition: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  /** Unix seconds. */
  readonly matchTime: number;
  readonly market: 1 | 2 | 3;
  readonly pick: 10 | 20 | 30;
  readonly line: number;
  /** Decimal price at writing, thousandths. */
  readonly price: number;
  readonly closingLine: number | null;
  readonly closingPrice: number | null;
  readonly result: number | null;
  readonly isHit: boolean | null;
}

export interface StoredScheme {
  readonly id: number;
  readonly anchorId: number;
  readonly sportType: 1 | 2;
  readonly reasoning: string;
  readonly writtenAt: number;
  readonly kickoffAt: number;
  readonly combinedOdds: number;
  readonly lockedAt: number | null;
  readonly gradedAt: number | null;
  readonly outcome: SchemeOutcome | null;
  readonly items: readonly StoredItem[];
}

export type NewItem = Omit<StoredItem, 'idx' | 'closingLine' | 'closingPrice' | 'result' | 'isHit'>;

export interface NewScheme {
  readonly anchorId: number;
  readonly sportType: 1 | 2;
  readonly reasoning: string;
  readonly writtenAt: number;
  readonly combinedOdds: number;
  readonly items: readonly NewItem[];
}

const SCHEME_COLUMNS = `s.id, s.anchor_id AS "anchorId", s.sport_type AS "sportType", s.reasoning, s.written_at::float8 AS "writtenAt",
  s.kickoff_at::float8 AS "kickoffAt", s.combined_odds AS "combinedOdds", s.locked_at::float8 AS "lockedAt",
  s.graded_at::float8 AS "gradedAt", s.outcome`;
const ITEM_COLUMNS = `scheme_id AS "schemeId", idx, match_id::float8 AS "matchId", sport_type AS "sportType", competition,
  home_team AS "homeTeam", away_team AS "awayTeam", match_time::float8 AS "matchTime", market, pick, line, price,
  closing_line AS "closingLine", closing_price AS "closingPrice", result, is_hit AS "isHit"`;

type SchemeRow = Omit<StoredScheme, 'items'>;
type ItemRow = StoredItem & { readonly schemeId: number };

/** The schemes `where` picks (a condition on alias s), in `order`, with their picks. */
async function selectSchemes(q: Queryable, where: string, params: readonly unknown[], tail = 'ORDER BY s.kickoff_at DESC, s.id DESC'): Promise<StoredScheme[]> {
  const rows = await q.query<SchemeRow>(`SELECT ${SCHEME_COLUMNS} FROM forecast_schemes s WHERE ${where} ${tail}`, params);
  if (rows.length === 0) return [];
  const items = await q.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM forecast_items WHERE scheme_id = ANY($1::int[]) ORDER BY scheme_id, idx`,
    [rows.map((r) => r.id)]);
  const byScheme = new Map<number, StoredItem[]>();
  for (const { schemeId, ...item } of items) {
    let list = byScheme.get(schemeId);
    if (!list) byScheme.set(schemeId, (list = []));
    list.push(item);
  }
  return rows.map((r) => ({ ...r, items: byScheme.get(r.id) ?? [] }));
}

export async function insertScheme(db: Database, s: NewScheme): Promise<number> {
  const kickoffAt = Math.min(...s.items.map((i) => i.matchTime * 1000));
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(`INSERT INTO forecast_schemes (anchor_id, sport_type, reasoning, written_at, kickoff_at, combined_odds)
      VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, [s.anchorId, s.sportType, s.reasoning, s.writtenAt, kickoffAt, s.combinedOdds]);
    for (const [idx, i] of s.items.entries()) {
      await tx.query(`INSERT INTO forecast_items (scheme_id, idx, match_id, sport_type, competition, home_team, away_team, match_time, market, pick, line, price)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [row.id, idx, i.matchId, i.sportType, i.competition, i.homeTeam, i.awayTeam, i.matchTime, i.market, i.pick, i.line, i.price]);
    }
    return row.id;
  });
}

export async function findScheme(q: Queryable, id: number): Promise<StoredScheme | undefined> {
  return (await selectSchemes(q, 's.id = $1', [id]))[0];
}

export function anchorSchemes(q: Queryable, anchorId: number): Promise<StoredScheme[]> {
  return selectSchemes(q, 's.anchor_id = $1', [anchorId]);
}

/** The schemes' change stamp (014_forecast_version.sql); '' before the first write. */
export async function forecastStamp(q: Queryable): Promise<string> {
  const [row] = await q.query<{ stamp: string }>('SELECT stamp::text AS stamp FROM forecast_version WHERE id = 1');
  return row?.stamp ?? '';
}

export function anchorsSchemes(q: Queryable, anchorIds: readonly number[]): Promise<StoredScheme[]> {
  return selectSchemes(q, 's.anchor_id = ANY($1::int[])', [anchorIds]);
}

export interface ListFilter {
  readonly sportType?: 1 | 2;
  readonly market?: 1 | 2 | 3;
  /** Only these anchors' schemes (hot, followed, one anchor). */
  readonly anchorIds?: readonly number[];
  readonly status: 'all' | 'open' | 'graded';
  readonly now: number;
  readonly offset: number;
  readonly limit: number;
}

/** A page of the section's list, newest written first, and how many match in all. */
export async function listSchemes(q: Queryable, f: ListFilter): Promise<{ total: number; schemes: StoredScheme[] }> {
  const where: string[] = ['TRUE'];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (f.sportType !== undefined) where.push(`s.sport_type = ${param(f.sportType)}`);
  if (f.market !== undefined) where.push(`EXISTS (SELECT 1 FROM forecast_items i WHERE i.scheme_id = s.id AND i.market = ${param(f.market)})`);
  if (f.anchorIds) where.push(`s.anchor_id = ANY(${param(f.anchorIds)}::int[])`);
  if (f.status === 'open') where.push(`s.locked_at IS NULL AND s.kickoff_at > ${param(f.now)}`);
  if (f.status === 'graded') where.push('s.graded_at IS NOT NULL');
  const condition = where.join(' AND ');
  const [{ total }] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM forecast_schemes s WHERE ${condition}`, params);
  const schemes = await selectSchemes(q, condition, params,
    `ORDER BY s.written_at DESC, s.id DESC LIMIT ${param(f.limit)} OFFSET ${param(f.offset)}`);
  return { total, schemes };
}

/** The owner's new reasoning while the scheme is open; false when it is not (locked, kicked off, not theirs). */
export async function updateReasoning(q: Queryable, id: number, anchorId: number, reasoning: string, now: number): Promise<boolean> {
  const rows = await q.query(`UPDATE forecast_schemes SET reasoning = $4 WHERE id = $1 AND anchor_id = $2 AND locked_at IS NULL AND kickoff_at > $3 RETURNING id`,
    [id, anchorId, now, reasoning]);
  return rows.length > 0;
}

/** Deletes the owner's open scheme and counts the deletion, in one statement; false when it is not open. */
export async function deleteOpenScheme(q: Queryable, id: number, anchorId: number, now: number): Promise<boolean> {
  const rows = await q.query(`WITH gone AS (
      DELETE FROM forecast_schemes WHERE id = $1 AND anchor_id = $2 AND locked_at IS NULL AND kickoff_at > $3 RETURNING id, anchor_id, kickoff_at)
    INSERT INTO forecast_deletions (anchor_id, scheme_id, deleted_at, kickoff_at) SELECT anchor_id, id, $3, kickoff_at FROM gone RETURNING scheme_id`,
  [id, anchorId, now]);
  return rows.length > 0;
}

export async function deletionCount(q: Queryable, anchorId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM forecast_deletions WHERE anchor_id = $1', [anchorId]);
  return row.n;
}

/** Every scheme not locked yet (the sweep decides which kicked off). */
export function unlockedSchemes(q: Queryable): Promise<StoredScheme[]> {
  return selectSchemes(q, 's.locked_at IS NULL', []);
}

export function lockedUngraded(q: Queryable): Promise<StoredScheme[]> {
  return selectSchemes(q, 's.locked_at IS NOT NULL AND s.graded_at IS NULL', []);
}

export interface Closing {
  readonly idx: number;
  readonly line: number | null;
  readonly price: number | null;
}

/** Keeps the picks' closing odds, then locks: the order matters, a locked scheme's picks take no more change. */
export async function lockScheme(tx: Queryable, id: number, closing: readonly Closing[], at: number): Promise<void> {
  for (const c of closing) {
    await tx.query('UPDATE forecast_items SET closing_line = $3, closing_price = $4 WHERE scheme_id = $1 AND idx = $2', [id, c.idx, c.line, c.price]);
  }
  await tx.query('UPDATE forecast_schemes SET locked_at = $2 WHERE id = $1 AND locked_at IS NULL', [id, at]);
}

export interface ItemGrade {
  readonly idx: number;
  readonly result: number;
  readonly isHit: boolean;
}

export async function gradeItem(tx: Queryable, id: number, g: ItemGrade): Promise<void> {
  await tx.query('UPDATE forecast_items SET result = $3, is_hit = $4 WHERE scheme_id = $1 AND idx = $2 AND result IS NULL', [id, g.idx, g.result, g.isHit]);
}

export async function gradeScheme(tx: Queryable, id: number, outcome: SchemeOutcome, at: number): Promise<boolean> {
  const rows = await tx.query('UPDATE forecast_schemes SET outcome = $2, graded_at = $3 WHERE id = $1 AND graded_at IS NULL RETURNING id', [id, outcome, at]);
  return rows.length > 0;
}

export interface AnchorRow {
  readonly id: number;
  readonly nickname: string;
  readonly avatar: string;
  readonly predictionLevel: number;
  readonly roomId: number | null;
}

export function anchorsByIds(q: Queryable, ids: readonly number[]): Promise<AnchorRow[]> {
  return q.query<AnchorRow>(`SELECT id, nickname, avatar, prediction_level AS "predictionLevel", room_id AS "roomId"
    FROM users WHERE id = ANY($1::int[]) AND is_anchor`, [ids]);
}

/** Anchors with at least one scheme (the hot list ranks these). */
export async function anchorsWithSchemes(q: Queryable, sportType?: 1 | 2): Promise<number[]> {
  const rows = await q.query<{ id: number }>(`SELECT DISTINCT anchor_id AS id FROM forecast_schemes WHERE ($1::int IS NULL OR sport_type = $1::int)`,
    [sportType ?? null]);
  return rows.map((r) => r.id);
}

export async function followedAnchorIds(q: Queryable, followerId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>('SELECT followee_id AS id FROM customer_follows WHERE follower_id = $1', [followerId]);
  return rows.map((r) => r.id);
}
