import { describe, expect, it } from 'vitest';
import type { Match } from '../model';
import { DEFAULT_SETTINGS } from '../rules/settings';
import type { BasketballRow, FootballRow } from './row-types';
import { rowOf } from './row-projection';
import {
  at, competitionOf, DAY_START, matchOf, sportStateOf, stateOf, teamOf,
} from './test-support/builders';

const KICK_OFF = at(19.5);
const NOW = (KICK_OFF + 30 * 60) * 1000;
const anchor = { customId: 1, roomId: 9, avatar: '', nickname: '主播' };

function football(over: Partial<Match> = {}, ctx: Partial<Parameters<typeof rowOf>[4]> = {}, settings = DEFAULT_SETTINGS): FootballRow {
  const m = matchOf('football', 7, {
    statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF, homeScores: [2, 1, 0, 3, 5], awayScores: [1, 0, 1, 2, 4], ...over,
  });
  const state = stateOf([m]);
  return rowOf(m, { ...state, football: { ...state.football, teams: { 11: teamOf(11, { name: '上海申花', position: 3 }), 12: teamOf(12, { name: '北京国安' }) } } },
    NOW, settings, { dayStart: DAY_START, ...ctx }) as FootballRow;
}

describe('row projection', () => {
  it('[LS-8] football row: competition, time, status, teams, score, corners, minute', () => {
    expect(football()).toMatchObject({
      id: 7, sport: 'football', competitionName: '联1', competitionColor: '#1e90ff', time: '19:30', dayOffset: 0,
      statusText: '上半场', group: 'going', homeName: '上海申花', awayName: '北京国安', homeRank: '3', awayRank: '',
      score: '2-1', corners: '5-4', halfTime: '', minute: "31'",
      homeRed: 0, homeYellow: 3, awayRed: 1, awayYellow: 2,
    });
  });

  it('[SC-1] half-time score once the first half is over', () => {
    expect(football({ statusId: 3 }).halfTime).toBe('1-0');
    expect(football({ statusId: 8 }).halfTime).toBe('1-0');
    expect(football({ statusId: 9 }).halfTime).toBe('');
  });

  it('[SC-1] [LS-8] an interrupted (中断) or abandoned (腰斩) match shows its record\'s half-time and corners; postponed or cancelled ones show none', () => {
    for (const statusId of [10, 11]) expect(football({ statusId })).toMatchObject({ halfTime: '1-0', corners: '5-4' });
    for (const statusId of [9, 12, 13]) expect(football({ statusId })).toMatchObject({ halfTime: '', corners: '' });
  });

  it("[MN-3] a not-started match shows 'vs' for the score and the minute", () => {
    expect(football({ statusId: 1 })).toMatchObject({ score: 'vs', minute: 'vs', corners: '' });
  });

  it('[MN-4] with the previous row given, the minute does not run backwards', () => {
    const previous = football();
    const corrected = football({ goingTime: KICK_OFF + 300 }, { previous });
    expect(corrected.minute).toBe(previous.minute);
    expect(football({ goingTime: KICK_OFF + 300 }).minute).toBe("26'");
  });

  it('[MN-2] the capped stoppage reading is an option', () => {
    const late = { statusId: 4, goingTime: KICK_OFF - 15 * 60 }; // 45 minutes into the second half
    expect(football(late).minute).toBe("90'+1");
    expect(football(late, { stoppage: 'capped' }).minute).toBe('90+');
  });

  it('rankingShow and cardShow off hide ranks and cards', () => {
    const row = football({}, {}, { ...DEFAULT_SETTINGS, rankingShow: false, cardShow: false });
    expect(row).toMatchObject({ homeRank: '', homeYellow: 0, awayRed: 0 });
  });

  it('[LS-9] [LS-13] lottery label of the tab, live and preview counts, followed and pinned', () => {
    const row = football({ lotteries: { 101: '周六001' }, living: [anchor], preview: [anchor, { ...anchor, customId: 2 }] },
      { tab: 'athletics', followed: new Set([7]), pinned: [3, 7] });
    expect(row).toMatchObject({ lotteryLabel: '周六001', living: 1, preview: 2, followed: true, pinned: true });
  });

  it('[RT-3] [GN-5] VAR flag and goal highlight follow now', () => {
    expect(football({ varUntil: NOW + 1 }).varActive).toBe(true);
    expect(football({ varUntil: NOW }).varActive).toBe(false);
    expect(football({}, { highlightUntil: NOW + 10_000 }).highlighted).toBe(true);
    expect(football({}, { highlightUntil: NOW }).highlighted).toBe(false);
  });

  it('[LS-9] a day list supplies names the live state does not hold', () => {
    const day = { ...sportStateOf([], [competitionOf(9, { shortName: '', name: '欧冠' })]), teams: { 13: teamOf(13, { name: '皇马' }) } };
    const m = matchOf('football', 8, { competitionId: 9, homeTeamId: 13, matchTime: at(24 + 3) });
    const row = rowOf(m, stateOf([]), NOW, DEFAULT_SETTINGS, { dayStart: DAY_START, day });
    expect(row).toMatchObject({ competitionName: '欧冠', homeName: '皇马', time: '03:00', dayOffset: 1 });
  });

  it('[LS-12] [BK-1] [BK-3] [BK-4] [BK-5] basketball card fields', () => {
    const m = matchOf('basketball', 3, {
      statusId: 9, homeScores: [25, 30, 22, 18, 7], awayScores: [20, 28, 24, 23, 5], peopleNum: 12_000, matchTime: KICK_OFF,
    });
    const row = rowOf(m, stateOf([], [m]), NOW, DEFAULT_SETTINGS, { dayStart: DAY_START }) as BasketballRow;
    expect(row).toMatchObject({
      sport: 'basketball', statusText: '加时', score: '102-100', homePeriods: ['25', '30', '22', '18'],
      awayPeriods: ['20', '28', '24', '23'], overtimeShown: true, homeOvertime: '7', awayOvertime: '5',
      half: '55-48', total: '202', diff: '2', popularity: '9999+', fire: true,
    });
  });

  it('[BK-2] [ST-5] NCAA rows show two halves and half-time text', () => {
    const m = matchOf('basketball', 4, { statusId: 3, ncaa: true, homeScores: [40, 0, 0, 0, 0], awayScores: [38, 0, 0, 0, 0] });
    const row = rowOf(m, stateOf([], [m]), NOW, DEFAULT_SETTINGS, { dayStart: DAY_START }) as BasketballRow;
    expect(row).toMatchObject({ statusText: '中场', homePeriods: ['40', '-'], half: '-', overtimeShown: false, homeOvertime: '-' });
  });
});
