// The match centre's answers that come from the feed state alone (issue #13): the header, stats, momentum, the
// basketball period trend and the lineup — the authoritative fold, read back through engine/wire's matchDetail.
// Pure: state, sport, id and the feed's time in; undefined for a match the state does not know (the route's 40007).
import type { Static } from 'typebox';
import type { FootballStats, MatchInfo } from '../../../contract';
import type { BasketballTrend, CentreLineup, FootballTrend } from '../../../contract';
import type { AnchorBrief, LiveState, Match, MatchDetail, Sport, SportState, Team } from '../../../engine/core';
import {
  scoreTrend,
  basketballTotal, countOf, finalLine, FOOTBALL_SCORE, NO_DATA, regularTimeScore, shootoutText, SPORT_TYPE, varActive,
} from '../../../engine/core';
import { matchDetail } from '../../../engine/wire';

export interface CentreMatch {
  readonly sport: Sport;
  readonly match: Match;
  readonly sportState: SportState;
  readonly detail: MatchDetail;
}

/** The match and its folded detail, or undefined when the state does not know the id. */
export function centreMatch(state: LiveState, sport: Sport, matchId: number): CentreMatch | undefined {
  const sportState = state[sport];
  const match = sportState.matches[matchId];
  if (!match) return undefined;
  // Read back from the logs on first use only: the header and the past-result calls need none of it.
  let detail: MatchDetail | undefined;
  return { sport, match, sportState, get detail() { return (detail ??= matchDetail(sportState.details[matchId])); } };
}

/** Which sport knows the id (matchIds are per sport in the feed, so football is asked first). */
export function centreMatchAnySport(state: LiveState, matchId: number): CentreMatch | undefined {
  return centreMatch(state, 'football', matchId) ?? centreMatch(state, 'basketball', matchId);
}

const anchors = (list: readonly AnchorBrief[]) => list.map((a) => ({ customId: a.customId, roomId: a.roomId, avatar: a.avatar, nickname: a.nickname }));

export function centreTeam(s: SportState, id: number): { id: number; name: string; logo: string; position: number } {
  const t: Team | undefined = s.teams[id];
  return { id, name: t?.name ?? '', logo: t?.logo ?? '', position: t?.position ?? 0 };
}

/** Football: scores index 1; basketball: the first two periods (an NCAA game's first half is index 0). −1 before. */
function halfScore(m: Match, scores: readonly number[]): number {
  if (m.sport === 'football') return scores[FOOTBALL_SCORE.halfTime] ?? NO_DATA;
  const halfEnded = m.ncaa ? m.statusId >= 3 : m.statusId >= 5;
  if (!halfEnded || m.statusId >= 11) return NO_DATA;
  return m.ncaa ? countOf(scores[0]) : countOf(scores[0]) + countOf(scores[1]);
}

export function matchInfoOf(c: CentreMatch, nowMs: number, followed: boolean): Static<typeof MatchInfo> {
  const { match: m, sportState: s } = c;
  const comp = s.competitions[m.competitionId];
  return {
    matchId: m.id,
    sportType: SPORT_TYPE[c.sport],
    competition: {
      competitionId: m.competitionId, name: comp?.name ?? '', shortName: comp?.shortName ?? '', logo: comp?.logo ?? '',
      color: comp?.color ?? '', initial: comp?.initial ?? '',
    },
    homeTeam: centreTeam(s, m.homeTeamId),
    awayTeam: centreTeam(s, m.awayTeamId),
    matchTime: m.matchTime, statusId: m.statusId, goingTime: m.goingTime, clockSeconds: m.clockSeconds,
    homeScores: [...m.homeScores], awayScores: [...m.awayScores],
    homeOverTime: [...m.homeOverTime], awayOverTime: [...m.awayOverTime],
    homeHalfScore: halfScore(m, m.homeScores), awayHalfScore: halfScore(m, m.awayScores),
    var: varActive(m, nowMs), varUntil: m.varUntil,
    extraHalf: m.extraHalf,
    // The extra-time lines are football's (rules/extra-time.ts); basketball's overtime is in its scores.
    finalLine: c.sport === 'football' ? finalLine(m) : '',
    shootout: c.sport === 'football' ? shootoutText(m) : '',
    regularTimeScore: c.sport === 'football' ? regularTimeScore(m) : '',
    living: anchors(m.living), preview: anchors(m.preview),
    hasLineup: m.hasLineup ? 1 : 0, ncaa: m.ncaa ? 1 : 0, hasFollow: followed ? 1 : 2,
    peopleNum: m.peopleNum, note: m.note, remark: m.remark, kind: m.kind, stageId: m.stageId, seasonId: m.seasonId,
    serverTime: Math.floor(nowMs),
  };
}

export function footballStatsOf(c: CentreMatch): Static<typeof FootballStats> {
  return { stats: [...c.detail.stats], incidents: [...c.detail.incidents] };
}

export function footballTrendOf(c: CentreMatch): Static<typeof FootballTrend> {
  return { points: c.detail.momentum.map((p) => ({ minute: p.minute, addTime: p.addTime, value: p.value, home: { ...p.home }, away: { ...p.away } })) };
}

/**
 * Which periods have been played, from the status (SPEC.md §4): 2 Q1, 3 Q1 ended … 8 Q4, 9 overtime, 10
 * finished; NCAA halves 2, 3 (break), 4. Returns the count of periods begun and whether the last one ended.
 */
function periodsPlayed(m: Match): { begun: number; lastEnded: boolean } {
  const regulation = m.ncaa ? 2 : 4;
  const overtimes = m.homeOverTime.length;
  if (m.statusId >= 2 && m.statusId <= 8) return { begun: Math.min(regulation, Math.floor(m.statusId / 2)), lastEnded: m.statusId % 2 === 1 };
  if (m.statusId === 9) return { begun: regulation + Math.max(1, overtimes), lastEnded: false };
  if (m.statusId === 10) return { begun: regulation + overtimes, lastEnded: true };
  return { begun: 0, lastEnded: true };
}

export function basketballTrendOf(c: CentreMatch): Static<typeof BasketballTrend> {
  const m = c.match;
  const regulation = m.ncaa ? 2 : 4;
  const { begun, lastEnded } = periodsPlayed(m);
  const points: Static<typeof BasketballTrend>['points'] = [];
  let home = 0, away = 0;
  for (let p = 0; p < begun; p++) {
    home += p < regulation ? countOf(m.homeScores[p]) : countOf(m.homeOverTime[p - regulation]);
    away += p < regulation ? countOf(m.awayScores[p]) : countOf(m.awayOverTime[p - regulation]);
    points.push({ period: p + 1, homeScore: home, awayScore: away, ended: p < begun - 1 || lastEnded });
  }
  // The last point is the score as it stands: the overtime array may trail the scores' overtime sum.
  const last = points.at(-1);
  if (last && !last.ended) {
    points[points.length - 1] = { ...last, homeScore: basketballTotal(m.homeScores), awayScore: basketballTotal(m.awayScores) };
  }
  return { points, scores: scoreTrend(c.detail.scoreTrail, m), ncaa: m.ncaa };
}

export function lineupOf(c: CentreMatch): Static<typeof CentreLineup> {
  const l = c.detail.lineup;
  if (!l) return { lineup: null };
  const team = (t: typeof l.home) => ({
    formation: t.formation, coach: t.coach,
    starters: t.starters.map((p) => ({ ...p })), substitutes: t.substitutes.map((p) => ({ ...p })), absent: t.absent.map((p) => ({ ...p })),
  });
  return { lineup: { home: team(l.home), away: team(l.away) } };
}
