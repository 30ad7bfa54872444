// The live table: today's going scores folded into the answered table as if they ended now, rows re-ranked and
// the playing teams marked; nothing going leaves the answered table (ranked by the competition's rules) as it is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchRow } from '../../../engine/core';
import { footballRow } from '../../live/test-support/rows';
import type { TableRow } from './live-table';
import { goingMatches, liveTables } from './live-table';

const split = { played: 0, won: 0, draw: 0, loss: 0, goals: 0, goalsAgainst: 0 };
const teamRow = (teamId: number, position: number, points: number, goals = 10, goalsAgainst = 10): TableRow => ({
  teamId, teamName: `队${teamId}`, teamLogo: '', group: '', conference: '', position, promotionId: 0,
  points, played: 10, won: 0, draw: 0, loss: 0, goals, goalsAgainst, home: split, away: split, form: [],
});

const row = (id: number, homeTeamId: number, awayTeamId: number, score: string, group: MatchRow['group']): MatchRow =>
  ({ ...footballRow(id), homeTeamId, awayTeamId, score, group });

describe('live table', () => {
  it('a going match counts as if it ended now: the leader by a goal moves up, both rows marked', () => {
    const table = { name: '', rows: [teamRow(1, 1, 20), teamRow(2, 2, 19), teamRow(3, 3, 18), teamRow(4, 4, 10)] };
    const today = new Map([[50, row(50, 3, 1, '2-0', 'going')]]);
    const [shown] = liveTables('football', [table], goingMatches([50], today));
    expect(shown.rows.map((r) => [r.teamId, r.position, r.points, r.going])).toEqual([
      [3, 1, 21, '2-0'], [1, 2, 20, '0-2'], [2, 3, 19, ''], [4, 4, 10, ''],
    ]);
    expect(shown.rows[0]).toMatchObject({ wasPosition: 3, played: 11, won: 1, goals: 12, home: { played: 1, won: 1, goals: 2 } });
    expect(shown.rows[1]).toMatchObject({ wasPosition: 1, loss: 1, goalsAgainst: 12, away: { played: 1, loss: 1 } });
  });

  it('not started, finished and unknown matches are not folded; with nothing going the table stands as answered', () => {
    const table = { name: 'A组', rows: [teamRow(1, 1, 5), teamRow(2, 2, 9)] };
    const today = new Map([[1, row(1, 1, 2, 'vs', 'no_start')], [2, row(2, 2, 1, '1-0', 'finish')]]);
    const going = goingMatches([1, 2, 3], today);
    expect(going).toEqual([]);
    expect(liveTables('football', [table], going)[0].rows.map((r) => [r.teamId, r.position, r.going])).toEqual([[1, 1, ''], [2, 2, '']]);
  });

  it('basketball ranks by wins: the going leader gets the win', () => {
    const table = { name: '东部', rows: [teamRow(1, 1, 30, 3000, 2900), teamRow(2, 2, 30, 2950, 2900)] };
    const [shown] = liveTables('basketball', [table], [{ homeId: 2, awayId: 1, home: 88, away: 80 }]);
    expect(shown.rows.map((r) => [r.teamId, r.points])).toEqual([[2, 31], [1, 30]]);
  });

  it('folding keeps every team once, adds one match per playing team, and positions run 1…n', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 12 }), fc.array(fc.tuple(fc.nat(9), fc.nat(9)), { maxLength: 6 }),
      (n, scores) => {
        const rows = Array.from({ length: n }, (_, i) => teamRow(i + 1, i + 1, 30 - i));
        const going = scores.slice(0, Math.floor(n / 2)).map(([h, a], i) => ({ homeId: 2 * i + 1, awayId: 2 * i + 2, home: h, away: a }));
        const [shown] = liveTables('football', [{ name: '', rows }], going);
        expect(shown.rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
        expect(new Set(shown.rows.map((r) => r.teamId)).size).toBe(n);
        const playing = new Set(going.flatMap((g) => [g.homeId, g.awayId]));
        for (const r of shown.rows) expect(r.played).toBe(playing.has(r.teamId) ? 11 : 10);
        const added = shown.rows.reduce((t, r) => t + r.points, 0) - rows.reduce((t, r) => t + r.points, 0);
        expect(added).toBe(going.reduce((t, g) => t + (g.home === g.away ? 2 : 3), 0));
      },
    ));
  });
});
