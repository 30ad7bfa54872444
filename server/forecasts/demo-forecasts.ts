// The demo anchors' graded history (server/db/demo-people.ts), so the section's lists, hot anchors and tags mean
// something on first start: about four months of schemes before the seed's "now", deterministic from the seed —
// real competitions and clubs of the generator's catalogue, each anchor with a skill of their own (a hit chance per
// pick), prices around the usual ranges and closing prices that moved either way. Written the way the server writes
// its own: picks first, then locked and graded in one update, outcome from the picks as outcomeOf decides it.
import type { Queryable } from '../db/database';
import { DEMO_ANCHORS } from '../db/demo-people';
import { BASKETBALL_COMPETITIONS, FOOTBALL_COMPETITIONS } from '../../fixtures/generator/catalog';
import { outcomeOf } from './record-stats';

export const DEMO_HISTORY_DAYS = 120;
const DAY_MS = 24 * 3600_000;
/** Ids of the history's matches: far above the feed's, so no pick points at a match of the feed. */
const DEMO_MATCH_ID_BASE = 900_000_000;
/** Anchors (by index in DEMO_ANCHORS) who pick basketball: 篮球小王子, CBA老司机. */
const BASKETBALL_ANCHORS = new Set([1, 8]);

/** mulberry32: a small seeded generator, the same numbers for the same seed everywhere. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface DemoPick {
  readonly matchId: number;
  readonly sportType: 1 | 2;
  readonly competition: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly matchTime: number;
  readonly market: 1 | 2 | 3;
  readonly pick: 10 | 20 | 30;
  readonly line: number;
  readonly price: number;
  readonly closingLine: number;
  readonly closingPrice: number;
  readonly result: number;
  readonly isHit: boolean;
}

export interface DemoScheme {
  readonly anchorId: number;
  readonly sportType: 1 | 2;
  readonly reasoning: string;
  readonly writtenAt: number;
  readonly kickoffAt: number;
  readonly combinedOdds: number;
  readonly picks: readonly DemoPick[];
}

const REASONS = [
  '主队近期主场状态稳定，防守端失球少，看好拿分。', '客队连续作战体能下滑，盘口有诱导嫌疑，反向操作。',
  '两队交锋历史进球偏多，本场攻强守弱，看大。', '伤停名单影响核心位置，机构降水明显，跟随主流。',
  '战意差距明显，一方争冠一方无欲无求。', '数据模型给出的胜率高于市场隐含概率，存在价值。',
];

/** The history, oldest first. */
export function demoForecastHistory(seed: string, now: number): DemoScheme[] {
  const out: DemoScheme[] = [];
  let matchSeq = 0;
  DEMO_ANCHORS.forEach((anchor, index) => {
    const r = rng(hashSeed(`${seed}|forecasts|${anchor.customerId}`));
    const skill = 0.4 + r() * 0.3;
    const basketball = BASKETBALL_ANCHORS.has(index);
    const comps = basketball ? BASKETBALL_COMPETITIONS : FOOTBALL_COMPETITIONS.filter((c) => c.hot);
    const sportType: 1 | 2 = basketball ? 2 : 1;
    for (let day = DEMO_HISTORY_DAYS; day >= 1; day--) {
      const count = r() < 0.35 ? 0 : r() < 0.8 ? 1 : 2;
      for (let n = 0; n < count; n++) {
        const size = r() < 0.8 ? 1 : 2 + Math.floor(r() * 4);
        const kickoffAt = Math.floor((now - day * DAY_MS + (r() * 10 - 5) * 3600_000) / 60_000) * 60_000;
        const picks: DemoPick[] = [];
        for (let p = 0; p < size; p++) {
          const comp = comps[Math.floor(r() * comps.length)];
          const teams = comp.teams;
          const h = Math.floor(r() * teams.length);
          const a = (h + 1 + Math.floor(r() * (teams.length - 1))) % teams.length;
          const market = (1 + Math.floor(r() * 3)) as 1 | 2 | 3;
          const draw = market === 1 && sportType === 1 && r() < 0.2;
          const pick: 10 | 20 | 30 = draw ? 30 : r() < 0.55 ? 10 : 20;
          const price = market === 1 ? Math.round((1.4 + r() * (draw ? 2.4 : 2.2)) * 100) * 10 : Math.round((1.78 + r() * 0.27) * 100) * 10;
          const line = market === 1 ? 0 : market === 2 ? Math.round((r() * 2 - 1) * 6) * 25 : (sportType === 1 ? 200 + Math.floor(r() * 4) * 25 : 21000 + Math.floor(r() * 40) * 50);
          const closingPrice = Math.max(1010, Math.round(price * (1 + (r() - 0.55) * 0.12) / 10) * 10);
          const pushed = market !== 1 && line % 50 === 0 && r() < 0.06;
          const isHit = !pushed && r() < skill;
          const other: 10 | 20 | 30 = pick === 10 ? 20 : 10;
          const result = pushed ? 40 : isHit ? pick : other;
          picks.push({
            matchId: DEMO_MATCH_ID_BASE + ++matchSeq, sportType, competition: comp.name, homeTeam: teams[h], awayTeam: teams[a],
            matchTime: Math.floor(kickoffAt / 1000) + p * 1800, market, pick, line, price, closingLine: line, closingPrice, result, isHit,
          });
        }
        out.push({
          anchorId: anchor.customerId, sportType, reasoning: REASONS[Math.floor(r() * REASONS.length)],
          writtenAt: kickoffAt - Math.floor(1 + r() * 20) * 3600_000, kickoffAt,
          combinedOdds: Math.round(picks.reduce((x, p) => x * (p.price / 1000), 1) * 1000), picks,
        });
      }
    }
  });
  return out.sort((x, y) => x.kickoffAt - y.kickoffAt || x.anchorId - y.anchorId);
}

/** Full time plus the settle: when the demo schemes are graded. */
const GRADED_AFTER_MS = 2 * 3600_000 + 15 * 60_000;

/**
 * Rows as one array parameter a column, unnested in the statement: a few parameters however many rows (multi-row
 * VALUES with one parameter a cell took PGlite 2.5 s for the history's picks; this, a tenth of that).
 */
async function insertColumns(q: Queryable, head: string, types: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void> {
  const columns = types.map((_, c) => rows.map((row) => row[c]));
  await q.query(`${head} SELECT * FROM unnest(${types.map((t, c) => `$${c + 1}::${t}[]`).join(', ')})`, columns);
}

/** Writes the history in a few statements (the seed's caller holds the transaction and decides whether it runs):
 *  ids from the table's own sequence, the schemes, their picks, then every scheme locked and graded at once. */
export async function insertDemoForecasts(q: Queryable, seed: string, now: number): Promise<number> {
  const history = demoForecastHistory(seed, now);
  if (history.length === 0) return 0;
  const ids = (await q.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('forecast_schemes', 'id'))::int AS id
    FROM generate_series(1, $1::int) ORDER BY 1`, [history.length])).map((r) => r.id);
  await insertColumns(q, 'INSERT INTO forecast_schemes (id, anchor_id, sport_type, reasoning, written_at, kickoff_at, combined_odds)',
    ['int', 'int', 'smallint', 'text', 'bigint', 'bigint', 'int'], history.map((s, n) => [ids[n], s.anchorId, s.sportType, s.reasoning, s.writtenAt, s.kickoffAt, s.combinedOdds]));
  await insertColumns(q, `INSERT INTO forecast_items (scheme_id, idx, match_id, sport_type, competition, home_team, away_team, match_time, market,
      pick, line, price, closing_line, closing_price, result, is_hit)`,
  ['int', 'smallint', 'bigint', 'smallint', 'text', 'text', 'text', 'bigint', 'smallint', 'smallint', 'int', 'int', 'int', 'int', 'smallint', 'boolean'],
  history.flatMap((s, n) => s.picks.map((p, idx) => [ids[n], idx, p.matchId, p.sportType, p.competition, p.homeTeam, p.awayTeam, p.matchTime,
    p.market, p.pick, p.line, p.price, p.closingLine, p.closingPrice, p.result, p.isHit])));
  await q.query(`UPDATE forecast_schemes s SET locked_at = s.kickoff_at, graded_at = s.kickoff_at + $3::bigint, outcome = v.outcome
    FROM unnest($1::int[], $2::text[]) AS v(id, outcome) WHERE s.id = v.id`, [ids, history.map((s) => outcomeOf(s.picks)), GRADED_AFTER_MS]);
  return history.length;
}
