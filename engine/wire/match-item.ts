// Match list entries ⇄ the positional iArr/sArr wire form (SPEC.md §3 "Match list message").
import type { AnchorBrief, Competition, Match, Team } from '../core/model';
import type { Sport } from '../core/sport';
import { SPORT_TYPE } from '../core/sport';
import type { live } from './pb';

/** iArr positions (documented in proto/live.proto). */
export const I = {
  matchId: 0, sportType: 1, competitionId: 2, homeTeamId: 3, awayTeamId: 4, matchTime: 5, statusId: 6,
  goingTime: 7, peopleNum: 8, hasLineup: 9, ncaa: 10, kind: 11, stageId: 12, seasonId: 13, homePosition: 14,
  awayPosition: 15, varUntil: 16, clockSeconds: 17, extraHalf: 18,
} as const;
export const I_LENGTH = 19;
/** sArr positions. */
export const S = { note: 0, remark: 1 } as const;

export function briefToWire(a: AnchorBrief): live.IAnchorBrief {
  return { customId: a.customId, roomId: a.roomId, avatar: a.avatar, nickname: a.nickname };
}

export function briefFromWire(a: live.IAnchorBrief): AnchorBrief {
  return { customId: a.customId ?? 0, roomId: a.roomId ?? 0, avatar: a.avatar ?? '', nickname: a.nickname ?? '' };
}

export function matchToItem(m: Match): live.IMatchItem {
  const i = new Array<number>(I_LENGTH);
  i[I.matchId] = m.id;
  i[I.sportType] = SPORT_TYPE[m.sport];
  i[I.competitionId] = m.competitionId;
  i[I.homeTeamId] = m.homeTeamId;
  i[I.awayTeamId] = m.awayTeamId;
  i[I.matchTime] = m.matchTime;
  i[I.statusId] = m.statusId;
  i[I.goingTime] = m.goingTime;
  i[I.peopleNum] = m.peopleNum;
  i[I.hasLineup] = m.hasLineup ? 1 : 0;
  i[I.ncaa] = m.ncaa ? 1 : 0;
  i[I.kind] = m.kind;
  i[I.stageId] = m.stageId;
  i[I.seasonId] = m.seasonId;
  i[I.homePosition] = m.homePosition;
  i[I.awayPosition] = m.awayPosition;
  i[I.varUntil] = m.varUntil;
  i[I.clockSeconds] = m.clockSeconds;
  i[I.extraHalf] = m.extraHalf;
  return {
    iArr: i,
    sArr: [m.note, m.remark],
    homeScore: [...m.homeScores, ...m.homeOverTime],
    awayScore: [...m.awayScores, ...m.awayOverTime],
    roomArr: m.living.map((a) => a.roomId),
    living: m.living.map(briefToWire),
    preview: m.preview.map(briefToWire),
  };
}

/** Basketball score arrays carry the overtime periods after the five fixed entries. */
const FIXED_SCORES = 5;

export function matchFromItem(sport: Sport, item: live.IMatchItem, lotteries: Record<number, string>): Match {
  const i = item.iArr ?? [];
  const s = item.sArr ?? [];
  const home = item.homeScore ?? [];
  const away = item.awayScore ?? [];
  const split = sport === 'basketball' ? FIXED_SCORES : Infinity;
  return {
    id: i[I.matchId] ?? 0,
    sport,
    competitionId: i[I.competitionId] ?? 0,
    homeTeamId: i[I.homeTeamId] ?? 0,
    awayTeamId: i[I.awayTeamId] ?? 0,
    matchTime: i[I.matchTime] ?? 0,
    statusId: i[I.statusId] ?? 0,
    goingTime: i[I.goingTime] ?? 0,
    peopleNum: i[I.peopleNum] ?? 0,
    hasLineup: i[I.hasLineup] === 1,
    ncaa: i[I.ncaa] === 1,
    kind: i[I.kind] ?? 0,
    stageId: i[I.stageId] ?? 0,
    seasonId: i[I.seasonId] ?? 0,
    homePosition: i[I.homePosition] ?? 0,
    awayPosition: i[I.awayPosition] ?? 0,
    note: s[S.note] ?? '',
    remark: s[S.remark] ?? '',
    homeScores: home.slice(0, split),
    awayScores: away.slice(0, split),
    homeOverTime: home.slice(split),
    awayOverTime: away.slice(split),
    lotteries,
    living: (item.living ?? []).map(briefFromWire),
    preview: (item.preview ?? []).map(briefFromWire),
    varUntil: i[I.varUntil] ?? 0,
    clockSeconds: i[I.clockSeconds] ?? 0,
    extraHalf: i[I.extraHalf] ?? 0,
  };
}

export function competitionToWire(c: Competition): live.ICompetition {
  return { ...c };
}

export function competitionFromWire(c: live.ICompetition): Competition {
  return {
    id: c.id ?? 0, name: c.name ?? '', shortName: c.shortName ?? '', logo: c.logo ?? '', color: c.color ?? '',
    initial: c.initial ?? '', firstTier: c.firstTier ?? false, hot: c.hot ?? false,
  };
}

export function teamToWire(t: Team): live.ITeam {
  return { ...t };
}

export function teamFromWire(t: live.ITeam): Team {
  return { id: t.id ?? 0, name: t.name ?? '', logo: t.logo ?? '', position: t.position ?? 0 };
}

/** Lottery labels of a list response, grouped by match. */
export function lotteriesByMatch(lArr: readonly live.ILotteryInfo[]): Map<number, Record<number, string>> {
  const byMatch = new Map<number, Record<number, string>>();
  for (const l of lArr) {
    const id = l.matchId ?? 0;
    let labels = byMatch.get(id);
    if (!labels) byMatch.set(id, (labels = {}));
    labels[l.lotteryId ?? 0] = l.issueNum ?? '';
  }
  return byMatch;
}

export function lotteriesToWire(matches: readonly Match[]): live.ILotteryInfo[] {
  const out: live.ILotteryInfo[] = [];
  for (const m of matches) {
    for (const [lotteryId, issueNum] of Object.entries(m.lotteries)) {
      out.push({ matchId: m.id, lotteryId: Number(lotteryId), issueNum });
    }
  }
  return out;
}
