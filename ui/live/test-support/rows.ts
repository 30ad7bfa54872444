// List rows for the goal pop-up tests.
import type { BasketballRow, FootballRow } from '../../../engine/core';

export const footballRow = (id: number, over: Partial<FootballRow> = {}): FootballRow => ({
  id, sport: 'football', statusId: 2, statusText: '上半场', group: 'going', competitionName: '英超', competitionColor: '#3a1f6b',
  time: '19:30', dayOffset: 0, homeName: '曼联', awayName: '切尔西', homeRank: '', awayRank: '', score: '1-0',
  lotteryLabel: '', living: 0, preview: 0, varActive: false, highlighted: true, retracted: false, followed: false, pinned: false, competitionId: 0, homeTeamId: 0, awayTeamId: 0,
  minute: "23'", minuteRank: 23, halfTime: '', corners: '1-0', homeRed: 0, homeYellow: 0, awayRed: 0, awayYellow: 0, shootout: '', finalLine: '',
  ...over,
});

export const basketballRow = (id: number, over: Partial<BasketballRow> = {}): BasketballRow => ({
  id, sport: 'basketball', statusId: 3, statusText: '第二节', group: 'going', competitionName: 'NBA', competitionColor: '#c8102e',
  time: '08:00', dayOffset: 0, homeName: '湖人', awayName: '勇士', homeRank: '', awayRank: '', score: '52-48',
  lotteryLabel: '', living: 0, preview: 0, varActive: false, highlighted: false, retracted: false, followed: false, pinned: false, competitionId: 0, homeTeamId: 0, awayTeamId: 0,
  homePeriods: ['28', '24', '-', '-'], awayPeriods: ['25', '23', '-', '-'], overtimeShown: false, homeOvertime: '',
  awayOvertime: '', half: '', total: '100', diff: '4', popularity: '120', fire: false, clock: '05:12',
  ...over,
});
