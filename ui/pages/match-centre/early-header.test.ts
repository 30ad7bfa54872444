// The early header (issue #13): matchInfo asked once per match and shaped as the header's row, the envelope key
// fetched beside it; a failed call answers null (the page's own paths decide then).
import { describe, expect, it } from 'vitest';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { askEarlyHeader, earlyHeaderOf } from './early-header';
import type { MatchInfoData } from './row-from-info';

const INFO: MatchInfoData = {
  matchId: 7, sportType: 1, competition: { competitionId: 1, name: '英格兰超级联赛', shortName: '英超', logo: '/logos/competitions/1.png', color: '#3a1f6b', initial: 'Y' },
  homeTeam: { id: 1, name: '曼城', logo: '/logos/teams/1.png', position: 2 }, awayTeam: { id: 2, name: '阿森纳', logo: '', position: 1 },
  matchTime: 1_700_000_000, statusId: 4, goingTime: 0, clockSeconds: 0, homeScores: [2, 1, 0, 1, 5], awayScores: [1, 1, 0, 2, 3],
  homeOverTime: [], awayOverTime: [], homeHalfScore: 1, awayHalfScore: 1, var: false, varUntil: 0, extraHalf: 0, finalLine: '', shootout: '',
  regularTimeScore: '', living: [], preview: [], hasLineup: 0, ncaa: 0, hasFollow: 2, peopleNum: 0, note: '', remark: '', kind: 0, stageId: 0, seasonId: 0, serverTime: 1_700_007_000_000,
};

describe('askEarlyHeader', () => {
  it('asks matchInfo once per match and gives the header row, logos and kick-off', async () => {
    const h = accountsHarness();
    h.api.on('/v1/football/matchInfo', () => h.api.ok(INFO));
    const first = askEarlyHeader(h.accounts.api, 'football', 7);
    expect(askEarlyHeader(h.accounts.api, 'football', 7)).toBe(first);
    expect(earlyHeaderOf('football', 7)).toBeUndefined();
    const header = await first;
    expect(h.api.count('/v1/football/matchInfo')).toBe(1);
    expect(header).toMatchObject({ row: { id: 7, homeName: '曼城', awayName: '阿森纳', score: '2-1', competitionName: '英超' }, kickOffMs: 1_700_000_000_000, logos: { competition: '/logos/competitions/1.png', home: '/logos/teams/1.png', away: '' } });
    expect(earlyHeaderOf('football', 7)).toBe(header);
  });

  it('answers null when the call fails', async () => {
    const h = accountsHarness();
    h.api.on('/v1/football/matchInfo', () => h.api.code(40007, '比赛不存在'));
    expect(await askEarlyHeader(h.accounts.api, 'football', 8)).toBeNull();
  });
});
