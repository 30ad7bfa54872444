// A football report tells exactly the match's goals: for any incident list, its goals are the goal, penalty and
// own-goal incidents in match order with their scorers, assists, minutes and the score after each, the text names
// every one of them at its minute, and the title carries the final score (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Incident } from '../../engine/core';
import { FOOTBALL_INCIDENT } from '../../engine/core';
import { footballReport, goalsOf } from './football-report';
import { minuteText } from './news-text';

const NAMES = ['凯恩', '萨拉赫', '哈兰德', '孙兴慜', '武磊', '德布劳内', '姆巴佩'];
const TYPES = [
  FOOTBALL_INCIDENT.goal, FOOTBALL_INCIDENT.penaltyGoal, FOOTBALL_INCIDENT.ownGoal, FOOTBALL_INCIDENT.yellow,
  FOOTBALL_INCIDENT.red, FOOTBALL_INCIDENT.substitution, FOOTBALL_INCIDENT.corner,
];
const GOAL_TYPES: readonly number[] = [FOOTBALL_INCIDENT.goal, FOOTBALL_INCIDENT.penaltyGoal, FOOTBALL_INCIDENT.ownGoal];

const incident = fc.record({
  type: fc.constantFrom(...TYPES),
  position: fc.constantFrom(1, 2),
  time: fc.integer({ min: 1, max: 120 }),
  addTime: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6 })),
  playerName: fc.constantFrom(...NAMES),
  assist1Name: fc.constantFrom('', ...NAMES),
}).map((x): Omit<Incident, 'homeScore' | 'awayScore'> => ({ ...x, assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0 }));

/** Incidents in minute order with the running score on each, as the feed sends them. */
const match = fc.array(incident, { maxLength: 30 }).map((xs) => {
  let home = 0;
  let away = 0;
  const incidents: Incident[] = [...xs].sort((a, b) => a.time - b.time || a.addTime - b.addTime).map((x) => {
    if (GOAL_TYPES.includes(x.type)) { if (x.position === 1) home++; else away++; }
    return { ...x, homeScore: home, awayScore: away };
  });
  const firstHalf = incidents.filter((i) => i.time <= 45 && GOAL_TYPES.includes(i.type));
  const half = [firstHalf.filter((i) => i.position === 1).length, firstHalf.filter((i) => i.position === 2).length];
  return { incidents, homeScores: [home, half[0], 0, 0, 0], awayScores: [away, half[1], 0, 0, 0] };
});

describe('football reports', () => {
  it('a report\'s goals are the goal incidents, each told at its minute; the title has the final score', () => {
    fc.assert(fc.property(match, ({ incidents, homeScores, awayScores }) => {
      const report = footballReport({
        competitionName: '英超', homeName: '阿森纳', awayName: '切尔西', matchTime: 1_746_100_800, homeScores, awayScores, incidents, stats: [],
      });
      const goalIncidents = incidents.filter((i) => GOAL_TYPES.includes(i.type));
      expect(report.goals.map((g) => [g.playerName, g.minute, g.addTime, g.position, g.homeScore, g.awayScore]))
        .toEqual(goalIncidents.map((i) => [i.playerName, i.time, i.addTime, i.position, i.homeScore, i.awayScore]));
      expect(goalsOf(incidents)).toEqual(report.goals);
      const text = report.paragraphs.join('');
      for (const g of report.goals) expect(text).toContain(`${minuteText(g.minute, g.addTime)}，${g.playerName}`);
      const [h, a] = [homeScores[0], awayScores[0]];
      expect(report.title).toContain(`${Math.max(h, a)}-${Math.min(h, a)}`);
      expect(report.paragraphs.at(-1)).toContain(`${Math.max(h, a)}-${Math.min(h, a)}`);
      // every scorer (own goals aside) is named among the scorers with their count
      const scorers = new Map<string, number>();
      for (const g of report.goals) if (g.kind !== 'ownGoal') scorers.set(g.playerName, (scorers.get(g.playerName) ?? 0) + 1);
      for (const [name, count] of scorers) expect(report.paragraphs.at(-1)).toContain(count > 1 ? `${name}（` : name);
    }));
  });

  it('a 0-0 says so, with no goal in its text', () => {
    const report = footballReport({
      competitionName: '西甲', homeName: '皇家马德里', awayName: '巴塞罗那', matchTime: 1_746_100_800,
      homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], incidents: [], stats: [],
    });
    expect(report.title).toBe('西甲：皇家马德里0-0闷平巴塞罗那');
    expect(report.goals).toEqual([]);
  });
});
