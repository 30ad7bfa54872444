// comp/bracket: a knockout cup's bracket from its season's ties (fixtures/generator/season-pools.ts bracketAround),
// every round laid out — tie n of a round fed by ties 2n and 2n+1 of the one before — with the sides known so far:
// a tie played has its two clubs and its winner (its match's: the higher score, penalties when level), a tie to
// come the winners of the ties feeding it once they are decided, a bye its one club through. Today's ties read
// their status and score from the feed state. The NBA, a league, has the playoff picture instead: the top eight of
// each conference paired 1–8, 4–5, 3–6, 2–7 from comp/tables' table (a projection: no results). Other
// competitions have none: basketball's other ones have no knockout stage in the data (the leagues are regular
// seasons, kind 0; NCAA and 欧篮杯 group stages, kind 5 cup), so a bracket would have no tie to show. A basketball
// competition of format 'knockout' would get its bracket from knockout() like a football cup (kind 2).
import type { Static } from 'typebox';
import type { BracketTie, CompBracket, DataMatch, DataTeam } from '../../contract';
import type { Sport, SportState } from '../../engine/core';
import { FOOTBALL_SCORE, countOf, currentScore, statusGroup } from '../../engine/core';
import type { Season, SeasonFixture } from '../../fixtures/generator';
import { DATA_CATALOGUE } from './data-catalogue';
import { dataMatchOf, tablesOf } from './data-answers';

type Bracket = Static<typeof CompBracket>;
type Tie = Static<typeof BracketTie>;

const NBA_ID = 2001;
/** The NBA's playoff rounds (basketball kind 2, SPEC.md §4), 16 teams. */
const NBA_ROUNDS = ['首轮', '分区半决赛', '分区决赛', '总决赛'] as const;
/** Seeds of a conference's first-round ties, top to bottom: 1–8, 4–5, 3–6, 2–7. */
const SEED_PAIRS = [[1, 8], [4, 5], [3, 6], [2, 7]] as const;

const teamOf = (sport: Sport, id: number): Static<typeof DataTeam> => DATA_CATALOGUE[sport].teams.get(id) ?? { teamId: id, name: '', logo: '' };

/** Who won a played match: the higher score; level (a cup tie), the shoot-out; null while it is not finished. */
export function matchWinner(sport: Sport, s: SportState | undefined, f: SeasonFixture): number | null {
  if (f.winnerId !== undefined) return f.winnerId;
  if (!f.today) return f.homeScore >= 0 && f.homeScore !== f.awayScore ? (f.homeScore > f.awayScore ? f.homeId : f.awayId) : null;
  const m = s?.matches[f.matchId];
  if (!m || statusGroup(sport, m.statusId) !== 'finish') return null;
  const [h, a] = [currentScore(sport, m.homeScores), currentScore(sport, m.awayScores)];
  if (h !== a) return h > a ? f.homeId : f.awayId;
  if (sport !== 'football') return null;
  const [hp, ap] = [countOf(m.homeScores[FOOTBALL_SCORE.penalties]), countOf(m.awayScores[FOOTBALL_SCORE.penalties])];
  return hp === ap ? null : hp > ap ? f.homeId : f.awayId;
}

function knockout(sport: Sport, s: SportState | undefined, season: Season): Bracket {
  const count = season.rounds.length;
  const size = 2 ** count;
  const bySlot = new Map<string, SeasonFixture>();
  const others: DataMatch[] = [];
  for (const f of season.fixtures) {
    if (f.slot === undefined) others.push(dataMatchOf(sport, s, season, f));
    else bySlot.set(`${f.round}:${f.slot}`, f);
  }
  const rounds: Bracket['rounds'] = [];
  // The clubs of each first-round place (a bye's tie: one club, its other side empty), from the ties that fed the
  // second round where the first has no tie.
  for (let j = 1; j <= count; j++) {
    const ties: Tie[] = [];
    for (let slot = 0; slot < size / 2 ** j; slot++) {
      const f = bySlot.get(`${j}:${slot}`);
      if (f) {
        ties.push({ slot, home: teamOf(sport, f.homeId), away: teamOf(sport, f.awayId), winnerId: matchWinner(sport, s, f), matches: [dataMatchOf(sport, s, season, f)] });
        continue;
      }
      const prev = rounds[j - 2]?.ties;
      const fed = (n: number): number | null => {
        if (prev) return prev[n]?.winnerId ?? null;
        return null;
      };
      if (j === 1) {
        // A first-round place with no tie: a bye; its club is the one the second round has on that side.
        const next = bySlot.get(`2:${slot >> 1}`);
        const club = next ? (slot % 2 === 0 ? next.homeId : next.awayId) : null;
        ties.push({ slot, home: club === null ? null : teamOf(sport, club), away: null, winnerId: club, matches: [] });
        continue;
      }
      const [home, away] = [fed(2 * slot), fed(2 * slot + 1)];
      ties.push({ slot, home: home === null ? null : teamOf(sport, home), away: away === null ? null : teamOf(sport, away), winnerId: null, matches: [] });
    }
    const r = season.rounds[j - 1];
    rounds.push({ round: r.round, stageId: r.stageId, name: r.name, ties });
  }
  return { seasonId: season.seasonId, kind: 'knockout', rounds, others };
}

function nbaProjection(s: SportState | undefined, season: Season): Bracket {
  const tables = tablesOf('basketball', s, season);
  const ties: Tie[] = [];
  let slot = 0;
  for (const t of tables) {
    const bySeed = new Map(t.rows.map((r) => [r.position, r.teamId]));
    for (const [a, b] of SEED_PAIRS) {
      const home = bySeed.get(a);
      const away = bySeed.get(b);
      ties.push({ slot: slot++, home: home === undefined ? null : teamOf('basketball', home), away: away === undefined ? null : teamOf('basketball', away), winnerId: null, matches: [] });
    }
  }
  const rounds: Bracket['rounds'] = NBA_ROUNDS.map((name, i) => ({
    round: i + 1, stageId: 2, name,
    ties: i === 0 ? ties : Array.from({ length: 8 / 2 ** i }, (_, n) => ({ slot: n, home: null, away: null, winnerId: null, matches: [] })),
  }));
  return { seasonId: season.seasonId, kind: 'projection', rounds, others: [] };
}

export function compBracketOf(sport: Sport, s: SportState | undefined, season: Season): Bracket {
  if (season.kind === 'knockout') return knockout(sport, s, season);
  if (sport === 'basketball' && season.competition.id === NBA_ID) return nbaProjection(s, season);
  return { seasonId: season.seasonId, kind: 'none', rounds: [], others: [] };
}
