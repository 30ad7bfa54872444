// standingsOf against the definitions: the counts equal a from-scratch tally of the results, the order is points
// (or win percentage) then each competition's tie-break order, checked on every pair of teams that are the only
// two on their points with a plain two-team comparator written from the regulations.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StandingsResult, StandingsRules, StandingsTeam, TieBreak } from './standings';
import { TIE_BREAK_NAMES, rulesFromNames, standingsOf, tieBreakNames } from './standings';

const PREMIER: TieBreak[] = ['goalDifference', 'goalsFor', 'headToHeadPoints', 'headToHeadAwayGoals'];
const LA_LIGA: TieBreak[] = ['headToHeadPoints', 'headToHeadGoalDifference', 'goalDifference', 'goalsFor'];
const NBA: TieBreak[] = ['headToHeadWinPercentage', 'divisionRecord', 'conferenceRecord'];

const teamCount = 6;
const ids = Array.from({ length: teamCount }, (_, i) => 101 + i);

/** Results among `ids` (small scores so that ties on points are common). */
const footballResults = fc.array(
  fc.record({ home: fc.integer({ min: 0, max: teamCount - 1 }), away: fc.integer({ min: 0, max: teamCount - 1 }), homeScore: fc.integer({ min: 0, max: 3 }), awayScore: fc.integer({ min: 0, max: 3 }) })
    .filter((r) => r.home !== r.away)
    .map((r): StandingsResult => ({ homeId: ids[r.home], awayId: ids[r.away], homeScore: r.homeScore, awayScore: r.awayScore })),
  { maxLength: 40 },
);
const basketballResults = fc.array(
  fc.record({ home: fc.integer({ min: 0, max: teamCount - 1 }), away: fc.integer({ min: 0, max: teamCount - 1 }), homeScore: fc.integer({ min: 80, max: 100 }), margin: fc.integer({ min: 1, max: 12 }), homeWins: fc.boolean() })
    .filter((r) => r.home !== r.away)
    .map((r): StandingsResult => ({ homeId: ids[r.home], awayId: ids[r.away], homeScore: r.homeScore, awayScore: r.homeWins ? r.homeScore - r.margin : r.homeScore + r.margin })),
  { maxLength: 40 },
);

/** The definition, by hand: a team's record from its side of every result it played. */
function tallyOf(results: readonly StandingsResult[], id: number, among: (opponent: number) => boolean = () => true) {
  const t = { played: 0, won: 0, draw: 0, loss: 0, goals: 0, goalsAgainst: 0, awayGoals: 0 };
  for (const r of results) {
    if (r.homeId !== id && r.awayId !== id) continue;
    const home = r.homeId === id;
    if (!among(home ? r.awayId : r.homeId)) continue;
    const mine = home ? r.homeScore : r.awayScore;
    const theirs = home ? r.awayScore : r.homeScore;
    t.played++;
    if (mine > theirs) t.won++; else if (mine < theirs) t.loss++; else t.draw++;
    t.goals += mine;
    t.goalsAgainst += theirs;
    if (!home) t.awayGoals += mine;
  }
  return t;
}
const pct = (t: { played: number; won: number; draw: number }) => (t.played === 0 ? 0 : (t.won + t.draw / 2) / t.played);

/** Two teams level on points (and alone there), compared as the regulations put it: < 0 when `a` ranks first. */
function twoTeam(rules: StandingsRules, results: readonly StandingsResult[], a: number, b: number, division: (id: number) => string, conference: (id: number) => string): number {
  const pair = (x: number) => tallyOf(results, x, (o) => o === (x === a ? b : a));
  for (const t of rules.tieBreaks) {
    const ta = tallyOf(results, a);
    const tb = tallyOf(results, b);
    const [x, y] = ((): [number, number] => {
      switch (t) {
        case 'goalDifference': return [ta.goals - ta.goalsAgainst, tb.goals - tb.goalsAgainst];
        case 'goalsFor': return [ta.goals, tb.goals];
        case 'awayGoalsFor': return [ta.awayGoals, tb.awayGoals];
        case 'wins': return [ta.won, tb.won];
        case 'headToHeadPoints': return [3 * pair(a).won + pair(a).draw, 3 * pair(b).won + pair(b).draw];
        case 'headToHeadGoalDifference': return [pair(a).goals - pair(a).goalsAgainst, pair(b).goals - pair(b).goalsAgainst];
        case 'headToHeadGoalsFor': return [pair(a).goals, pair(b).goals];
        case 'headToHeadAwayGoals': return [pair(a).awayGoals, pair(b).awayGoals];
        case 'headToHeadWinPercentage': return [pct(pair(a)), pct(pair(b))];
        case 'divisionRecord':
          return division(a) === division(b)
            ? [pct(tallyOf(results, a, (o) => division(o) === division(a))), pct(tallyOf(results, b, (o) => division(o) === division(b)))]
            : [0, 0];
        case 'conferenceRecord':
          return [pct(tallyOf(results, a, (o) => conference(o) === conference(a))), pct(tallyOf(results, b, (o) => conference(o) === conference(b)))];
      }
    })();
    if (x !== y) return y - x;
  }
  return a - b;
}

const division = (id: number) => (id % 2 === 0 ? 'even' : 'odd');
const conference = (id: number) => (id < 104 ? '东部' : '西部');
const nbaTeams: StandingsTeam[] = ids.map((teamId) => ({ teamId, division: division(teamId), conference: conference(teamId) }));

function checkAgainstDefinition(rules: StandingsRules, results: readonly StandingsResult[], teams: readonly StandingsTeam[]): void {
  const rows = standingsOf(results, rules, teams);
  expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
  expect(rows.map((r) => r.teamId).sort()).toEqual(teams.map((t) => t.teamId).sort());
  for (const row of rows) {
    const t = tallyOf(results, row.teamId);
    expect({ played: row.played, won: row.won, draw: row.draw, loss: row.loss, goals: row.goals, goalsAgainst: row.goalsAgainst })
      .toEqual({ played: t.played, won: t.won, draw: t.draw, loss: t.loss, goals: t.goals, goalsAgainst: t.goalsAgainst });
    expect(row.home.played + row.away.played).toBe(row.played);
    expect(row.home.goals + row.away.goals).toBe(row.goals);
    expect(row.points).toBe(rules.sport === 'football' ? 3 * t.won + t.draw : t.won);
    expect(row.form.length).toBe(Math.min(5, t.played));
  }
  const first = (r: (typeof rows)[number]) => (rules.sport === 'football' ? r.points : pct(r));
  for (let i = 1; i < rows.length; i++) expect(first(rows[i - 1])).toBeGreaterThanOrEqual(first(rows[i]));
  // Every pair alone on its points: the two-team comparator decides their order.
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    if (first(a) !== first(b)) continue;
    const level = rows.filter((r) => first(r) === first(a));
    if (level.length !== 2) continue;
    expect(twoTeam(rules, results, a.teamId, b.teamId, division, conference), `${a.teamId} before ${b.teamId}`).toBeLessThan(0);
  }
}

describe('standings: a from-scratch table of the results, in each competition\'s tie-break order', () => {
  it('counts, points and splits are the tally of the results; the order is points, then the Premier League\'s goal difference before head-to-head', () => {
    fc.assert(fc.property(footballResults, (results) => checkAgainstDefinition({ sport: 'football', tieBreaks: PREMIER }, results, ids.map((teamId) => ({ teamId })))), { numRuns: 300 });
  });

  it('La Liga and Serie A: head-to-head before goal difference', () => {
    fc.assert(fc.property(footballResults, (results) => checkAgainstDefinition({ sport: 'football', tieBreaks: LA_LIGA }, results, ids.map((teamId) => ({ teamId })))), { numRuns: 300 });
  });

  it('NBA: win percentage, then head-to-head, division record (same division), conference record', () => {
    fc.assert(fc.property(basketballResults, (results) => checkAgainstDefinition({ sport: 'basketball', tieBreaks: NBA }, results, nbaTeams)), { numRuns: 300 });
  });

  it('the table does not depend on the order the results come in (but form does: the last five played)', () => {
    fc.assert(fc.property(footballResults, fc.integer(), (results, seed) => {
      const shuffled = [...results].sort((x, y) => ((results.indexOf(x) * 7919 + seed) % 101) - ((results.indexOf(y) * 7919 + seed) % 101));
      const strip = (rows: ReturnType<typeof standingsOf>) => rows.map(({ form: _form, ...row }) => row);
      const rules: StandingsRules = { sport: 'football', tieBreaks: LA_LIGA };
      expect(strip(standingsOf(shuffled, rules, ids))).toEqual(strip(standingsOf(results, rules, ids)));
    }));
  });

  it('a tie among three on points is settled on the matches among those three only (head-to-head first)', () => {
    // 101, 102, 103 each beat one of the others 1-0 (a cycle); 101 also thrashed 104 5-0, which counts for goal
    // difference but not head-to-head. 102 and 103 beat 104 1-0. All three on 6 points.
    const results: StandingsResult[] = [
      { homeId: 101, awayId: 102, homeScore: 1, awayScore: 0 }, { homeId: 102, awayId: 103, homeScore: 1, awayScore: 0 },
      { homeId: 103, awayId: 101, homeScore: 2, awayScore: 0 }, { homeId: 101, awayId: 104, homeScore: 5, awayScore: 0 },
      { homeId: 102, awayId: 104, homeScore: 1, awayScore: 0 }, { homeId: 103, awayId: 104, homeScore: 1, awayScore: 0 },
    ];
    // Head-to-head among the three: 3 points each; goal difference 103 +1, 102 0, 101 −1 → La Liga 103, 102, 101.
    expect(standingsOf(results, { sport: 'football', tieBreaks: LA_LIGA }, [101, 102, 103, 104]).map((r) => r.teamId)).toEqual([103, 102, 101, 104]);
    // Premier League: goal difference first — 101 +4, 103 +2, 102 +1.
    expect(standingsOf(results, { sport: 'football', tieBreaks: PREMIER }, [101, 102, 103, 104]).map((r) => r.teamId)).toEqual([101, 103, 102, 104]);
  });

  it('the same two results rank the other way round under the Premier League\'s and La Liga\'s rules', () => {
    // 101 and 102 level on 3 points: 102 won their meeting 1-0, 101 won its other match 4-0.
    const results: StandingsResult[] = [
      { homeId: 101, awayId: 102, homeScore: 0, awayScore: 1 }, { homeId: 101, awayId: 103, homeScore: 4, awayScore: 0 },
    ];
    const order = (tieBreaks: TieBreak[]) => standingsOf(results, { sport: 'football', tieBreaks }, [101, 102, 103]).map((r) => r.teamId);
    expect(order(PREMIER)).toEqual([101, 102, 103]);
    expect(order(LA_LIGA)).toEqual([102, 101, 103]);
  });

  it('tie-break names read back into the same rules (the page builds its live table from comp/info\'s names)', () => {
    for (const sport of ['football', 'basketball'] as const) {
      const tieBreaks = Object.keys(TIE_BREAK_NAMES[sport]) as TieBreak[];
      expect(rulesFromNames(sport, tieBreakNames({ sport, tieBreaks }))).toEqual({ sport, tieBreaks });
    }
    expect(rulesFromNames('football', ['净胜球', '抽签'])).toBeUndefined();
  });
});
