// The live table: the season's results before today plus today's scores now, ranked by engine/core standingsOf with
// the competition's tie-breaks (read back from comp/info's names); the playing teams marked, zones kept to their
// places. Nothing going: the answered table as it is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchRow, StandingsResult } from '../../../engine/core';
import { standingsOf } from '../../../engine/core';
import { footballRow } from '../../live/test-support/rows';
import type { TableRow } from './live-table';
import { liveTables, rulesOf, todayResults } from './live-table';

const NAMES = ['净胜球', '进球数'];

/** The answered table: what the server ranks from `results` (the same rule), with zones by place. */
function answeredTable(results: readonly StandingsResult[], teams: readonly number[]): TableRow[] {
  return standingsOf(results, rulesOf('football', NAMES), teams).map((r) => ({
    ...r, teamName: `队${r.teamId}`, teamLogo: '', group: '', conference: '', promotionId: r.position <= 2 ? 1 : 0,
  }));
}

const row = (id: number, homeTeamId: number, awayTeamId: number, score: string, group: MatchRow['group']): MatchRow =>
  ({ ...footballRow(id), homeTeamId, awayTeamId, score, group });

describe('live table', () => {
  it('a going match counts as if it ended now: the team that leads moves up, takes the place\'s zone, both marked', () => {
    const season = [{ homeId: 1, awayId: 2, homeScore: 2, awayScore: 0 }, { homeId: 3, awayId: 4, homeScore: 1, awayScore: 1 }];
    const table = { name: '', rows: answeredTable(season, [1, 2, 3, 4]) };
    expect(table.rows.map((r) => r.teamId)).toEqual([1, 3, 4, 2]);
    const today = todayResults([50, 51], new Map([[50, row(50, 2, 1, '3-0', 'going')], [51, row(51, 3, 4, 'vs', 'no_start')]]));
    const [shown] = liveTables('football', [table], season, today, NAMES);
    expect(shown.rows.map((r) => [r.teamId, r.position, r.points, r.going, r.wasPosition, r.promotionId])).toEqual([
      [2, 1, 3, '3-0', 4, 1], [1, 2, 3, '0-3', 1, 1], [3, 3, 1, '', 2, 0], [4, 4, 1, '', 3, 0],
    ]);
    expect(shown.rows[0]).toMatchObject({ played: 2, won: 1, goals: 3, goalsAgainst: 2, home: { played: 1, won: 1 }, form: ['L', 'W'] });
  });

  it('nothing going: the answered table stands, whatever the rows say of finished or later matches', () => {
    const table = { name: 'A组', rows: answeredTable([], [1, 2]) };
    const today = todayResults([1, 2, 3], new Map([[1, row(1, 1, 2, 'vs', 'no_start')], [2, row(2, 2, 1, '1-0', 'finish')]]));
    expect(today.going).toEqual([]);
    expect(today.results).toEqual([{ homeId: 2, awayId: 1, homeScore: 1, awayScore: 0 }]);
    expect(liveTables('football', [table], [], today, NAMES)[0].rows).toEqual(table.rows.map((r) => ({ ...r, wasPosition: r.position, going: '' })));
  });

  it('the live table equals a from-scratch table of the season\'s results and today\'s scores', () => {
    const team = fc.integer({ min: 1, max: 8 });
    const result = fc.record({ homeId: team, awayId: team, homeScore: fc.nat(5), awayScore: fc.nat(5) }).filter((r) => r.homeId !== r.awayId);
    fc.assert(fc.property(fc.array(result, { maxLength: 30 }), fc.array(fc.tuple(fc.nat(5), fc.nat(5), fc.boolean()), { minLength: 1, maxLength: 4 }), (season, live) => {
      const teams = [1, 2, 3, 4, 5, 6, 7, 8];
      const rows = new Map(live.map(([h, a, going], i) => [100 + i, row(100 + i, 2 * i + 1, 2 * i + 2, `${h}-${a}`, going || i === 0 ? 'going' : 'finish')]));
      const today = todayResults([...rows.keys()], rows);
      const [shown] = liveTables('football', [{ name: '', rows: answeredTable(season, teams) }], season, today, NAMES);
      const fresh = standingsOf([...season, ...today.results], rulesOf('football', NAMES), teams);
      expect(shown.rows.map((r) => [r.teamId, r.position, r.points, r.goals, r.goalsAgainst])).toEqual(fresh.map((r) => [r.teamId, r.position, r.points, r.goals, r.goalsAgainst]));
      const playing = new Set(today.going.flatMap((g) => [g.homeId, g.awayId]));
      expect(shown.rows.filter((r) => r.going).map((r) => r.teamId).sort()).toEqual([...playing].sort());
    }));
  });

  it('tie-break names read back to the competition\'s rules; unknown names fall back to points alone', () => {
    expect(rulesOf('football', ['相互交锋积分', '净胜球'])).toEqual({ sport: 'football', tieBreaks: ['headToHeadPoints', 'goalDifference'] });
    expect(rulesOf('basketball', ['不存在的规则'])).toEqual({ sport: 'basketball', tieBreaks: [] });
  });
});
