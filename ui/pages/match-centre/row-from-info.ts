// The header's fields for a match the engine's state lacks (a past or later day's match): the HTTP matchInfo
// answer shaped as the list row the header draws. No live minute — such a match is not being played. Pure.
import type { BasketballRow, FootballRow, MatchRow } from '../../../engine/core';
import { localClock, statusGroup, statusText } from '../../../engine/core';
import type { CallAt, DataOf } from '../../api';

export type MatchInfoData = DataOf<CallAt<'/v1/football/matchInfo'>>;

const pair = (h: number, a: number) => (h < 0 || a < 0 ? '' : `${h}-${a}`);

export function rowFromInfo(info: MatchInfoData): MatchRow {
  const sport = info.sportType === 2 ? 'basketball' : 'football';
  const group = statusGroup(sport, info.statusId);
  const base = {
    id: info.matchId, statusId: info.statusId, statusText: statusText(sport, info.statusId, info.ncaa === 1), group,
    competitionName: info.competition.shortName || info.competition.name, competitionColor: info.competition.color,
    // The kick-off 'HH:MM' in Beijing time [LS-12].
    time: localClock(info.matchTime * 1000), dayOffset: 0, homeName: info.homeTeam.name, awayName: info.awayTeam.name,
    homeRank: info.homeTeam.position > 0 ? String(info.homeTeam.position) : '', awayRank: info.awayTeam.position > 0 ? String(info.awayTeam.position) : '',
    lotteryLabel: '', living: info.living.length, preview: info.preview.length, varActive: info.var, highlighted: false, retracted: false,
    followed: info.hasFollow === 1, pinned: false,
    competitionId: info.competition.competitionId, homeTeamId: info.homeTeam.id, awayTeamId: info.awayTeam.id,
  };
  if (sport === 'football') {
    const row: FootballRow = {
      ...base, sport, score: group === 'no_start' ? 'vs' : pair(info.homeScores[0] ?? 0, info.awayScores[0] ?? 0), minute: '', minuteRank: 0,
      halfTime: pair(info.homeHalfScore, info.awayHalfScore), corners: pair(info.homeScores[4] ?? -1, info.awayScores[4] ?? -1),
      homeRed: Math.max(0, info.homeScores[2] ?? 0), homeYellow: Math.max(0, info.homeScores[3] ?? 0),
      awayRed: Math.max(0, info.awayScores[2] ?? 0), awayYellow: Math.max(0, info.awayScores[3] ?? 0), shootout: info.shootout, finalLine: info.finalLine,
    };
    return row;
  }
  const periods = info.ncaa === 1 ? 2 : 4;
  const cell = (n: number | undefined) => (n === undefined || n < 0 ? '-' : String(n));
  const sum = (xs: readonly number[]) => xs.reduce((t, n) => t + Math.max(0, n), 0);
  const home = sum(info.homeScores) + sum(info.homeOverTime);
  const away = sum(info.awayScores) + sum(info.awayOverTime);
  const row: BasketballRow = {
    ...base, sport, score: group === 'no_start' ? 'vs' : `${home}-${away}`,
    homePeriods: Array.from({ length: periods }, (_, i) => cell(info.homeScores[i])), awayPeriods: Array.from({ length: periods }, (_, i) => cell(info.awayScores[i])),
    overtimeShown: info.homeOverTime.length > 0, homeOvertime: String(sum(info.homeOverTime)), awayOvertime: String(sum(info.awayOverTime)),
    half: pair(info.homeHalfScore, info.awayHalfScore), total: group === 'no_start' ? '' : `${home}-${away}`, diff: String(Math.abs(home - away)),
    popularity: '', fire: false, clock: '',
  };
  return row;
}
