// The audit's lock in the database itself (migrations/012_forecasts.sql), on PGlite and PostgreSQL alike: once a
// scheme is locked, no statement — the server's or anyone's — edits or deletes it or its picks; only the grade is
// written, once. Before the lock, the owner's delete goes through and is counted.
import { expect, it } from 'vitest';
import type { Database } from '../db/database';
import { describeEachDatabase } from '../db/test-support/test-databases';
import { insertUser } from '../db/repositories/users';
import {
  deleteOpenScheme, deletionCount, findScheme, gradeItem, gradeScheme, insertScheme, lockScheme, updateReasoning,
} from './scheme-store';

const ANCHOR = 10_001;
const KICKOFF_S = 1_800_000_000;
const NOW = KICKOFF_S * 1000 - 3600_000;

async function anchor(db: Database): Promise<void> {
  await insertUser(db, {
    id: ANCHOR, nationalCode: '86', phone: '19900000001', nickname: '球评老张', avatar: '', userCode: '60010001', isAnchor: true, roomId: 880001,
  }, new Date(NOW));
}

async function scheme(db: Database): Promise<number> {
  return insertScheme(db, {
    anchorId: ANCHOR, sportType: 1, reasoning: '主队状态好', writtenAt: NOW, combinedOdds: 1850,
    items: [{ matchId: 7001, sportType: 1, competition: '英超', homeTeam: '阿森纳', awayTeam: '切尔西', matchTime: KICKOFF_S, market: 1, pick: 10, line: 0, price: 1850 }],
  });
}

const refused = async (db: Database, sql: string, params: unknown[] = []) =>
  expect(db.query(sql, params)).rejects.toThrow(/locked/);

describeEachDatabase('forecast scheme lock', (db) => {
  it('before the lock: the owner edits and deletes, and the deletion is counted', async () => {
    await anchor(db());
    const id = await scheme(db());
    expect(await updateReasoning(db(), id, ANCHOR, '改一下理由', NOW)).toBe(true);
    expect((await findScheme(db(), id))!.reasoning).toBe('改一下理由');
    expect(await updateReasoning(db(), id, ANCHOR + 1, '别人的', NOW)).toBe(false);
    expect(await deleteOpenScheme(db(), id, ANCHOR, NOW)).toBe(true);
    expect(await findScheme(db(), id)).toBeUndefined();
    expect(await deletionCount(db(), ANCHOR)).toBe(1);
  });

  it('a scheme past kick-off is not deleted by the store even before the sweep locked it', async () => {
    await anchor(db());
    const id = await scheme(db());
    expect(await deleteOpenScheme(db(), id, ANCHOR, KICKOFF_S * 1000)).toBe(false);
    expect(await updateReasoning(db(), id, ANCHOR, 'x', KICKOFF_S * 1000)).toBe(false);
    expect(await deletionCount(db(), ANCHOR)).toBe(0);
  });

  it('locked: the database refuses every edit and delete of the scheme and its picks, by any statement', async () => {
    await anchor(db());
    const id = await scheme(db());
    await db().transaction((tx) => lockScheme(tx, id, [{ idx: 0, line: 0, price: 1800 }], KICKOFF_S * 1000));
    await refused(db(), 'UPDATE forecast_schemes SET reasoning = $2 WHERE id = $1', [id, '改']);
    await refused(db(), 'UPDATE forecast_schemes SET locked_at = NULL WHERE id = $1', [id]);
    await refused(db(), 'UPDATE forecast_schemes SET combined_odds = 9999 WHERE id = $1', [id]);
    await refused(db(), 'DELETE FROM forecast_schemes WHERE id = $1', [id]);
    await refused(db(), 'UPDATE forecast_items SET pick = 20 WHERE scheme_id = $1', [id]);
    await refused(db(), 'UPDATE forecast_items SET closing_price = 2500 WHERE scheme_id = $1', [id]);
    await refused(db(), 'DELETE FROM forecast_items WHERE scheme_id = $1', [id]);
    await refused(db(), `INSERT INTO forecast_items (scheme_id, idx, match_id, sport_type, competition, home_team, away_team, match_time, market, pick, line, price)
      VALUES ($1, 1, 7002, 1, '英超', '曼城', '利物浦', $2, 1, 10, 0, 2000)`, [id, KICKOFF_S]);
    const kept = (await findScheme(db(), id))!;
    expect(kept.reasoning).toBe('主队状态好');
    expect(kept.items[0]).toMatchObject({ pick: 10, price: 1850, closingPrice: 1800, result: null });
  });

  it('locked: the grade is written once, then it is as fixed as the rest', async () => {
    await anchor(db());
    const id = await scheme(db());
    await db().transaction((tx) => lockScheme(tx, id, [{ idx: 0, line: 0, price: 1800 }], KICKOFF_S * 1000));
    await db().transaction(async (tx) => {
      await gradeItem(tx, id, { idx: 0, result: 10, isHit: true });
      expect(await gradeScheme(tx, id, 'hit', KICKOFF_S * 1000 + 7200_000)).toBe(true);
    });
    expect(await findScheme(db(), id)).toMatchObject({ outcome: 'hit', items: [{ result: 10, isHit: true }] });
    await refused(db(), 'UPDATE forecast_items SET result = 20, is_hit = false WHERE scheme_id = $1', [id]);
    await refused(db(), "UPDATE forecast_schemes SET outcome = 'miss' WHERE id = $1", [id]);
    await refused(db(), 'DELETE FROM forecast_schemes WHERE id = $1', [id]);
    expect(await gradeScheme(db(), id, 'miss', KICKOFF_S * 1000 + 9000_000)).toBe(false);
    expect((await findScheme(db(), id))!.outcome).toBe('hit');
  });
});
