// @vitest-environment happy-dom
// The competition page's 淘汰赛, 球员榜 and 球队榜 and the team page's 赛季数据 over a scripted /api (answers shaped by
// the contract): a bracket of one to four rounds laid out as columns, each tie level with the two that feed it,
// winners marked and round names renamed [FM-4]; the tabs a competition has; a ranking category chosen by its chip
// and kept in the URL; the team's 27 stats.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AccountsHarness } from '../../accounts/test-support/accounts-harness';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { click, settle } from '../../components/test-support/dom';
import type { DataAnswer } from './data-calls';
import { dataPageMounter } from './test-support/mount-data-page';
import { CompetitionPage } from './competition-page';

const { mount: mountAt } = dataPageMounter();

let search = '';
function LocationProbe() {
  search = useLocation().search;
  return null;
}

const mount = (h: AccountsHarness, path: string, element: ReactNode, route: string) => mountAt(h, path, <>{element}<LocationProbe /></>, route);

const CUP = { competitionId: 42, name: '英格兰足总杯', shortName: '英足总杯', logo: '', color: '#c8102e', initial: 'Y', type: 2 as const, region: '英格兰' };
const INFO: DataAnswer<'compInfo'> = {
  competition: CUP, seasons: [{ seasonId: 420026, competitionId: 42, name: '2026-2027', isCurrent: true }],
  currentSeasonId: 420026, currentRound: 0, roundCount: 4, tieBreaks: [], hasBracket: true, hasTable: false,
};
const team = (teamId: number) => ({ teamId, name: `球队${teamId}`, logo: '' });
const NAMES = ['16强', '8强', '半决赛', '决赛'];

/** A played-out bracket of `rounds` rounds: the home side wins every tie. */
function bracketOf(rounds: number): DataAnswer<'compBracket'> {
  const out: DataAnswer<'compBracket'>['rounds'][number][] = [];
  let alive = Array.from({ length: 2 ** rounds }, (_, i) => i + 1);
  for (let j = 0; j < rounds; j++) {
    const ties = Array.from({ length: alive.length / 2 }, (_, slot) => ({
      slot, home: team(alive[2 * slot]), away: team(alive[2 * slot + 1]), winnerId: alive[2 * slot], matches: [],
    }));
    out.push({ round: j + 1, stageId: 6, name: NAMES[NAMES.length - rounds + j], ties });
    alive = ties.map((t) => t.winnerId);
  }
  return { seasonId: 420026, kind: 'knockout', rounds: out, others: [] };
}

describe('淘汰赛', () => {
  for (const rounds of [1, 2, 3, 4]) {
    it(`[FM-4] a bracket of ${rounds} round(s): one column a round, tie n spanning ties 2n and 2n+1 before it, winners marked, names renamed`, async () => {
      const h = accountsHarness();
      h.api.on('/v1/football/comp/info', () => h.api.ok(INFO)).on('/v1/football/comp/bracket', () => h.api.ok(bracketOf(rounds)));
      const c = mount(h, '/footballMatchData/matchDetail/42', <CompetitionPage sport="football" />, '/footballMatchData/matchDetail/:competeId');
      await settle();
      expect([...c.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['赛程', '淘汰赛', '球员榜', '球队榜', '赛季数据']);
      const grid = c.querySelector<HTMLElement>('[data-testid="bracket"] > div > div')!;
      expect(grid.style.getPropertyValue('--bracket-columns')).toBe(String(rounds));
      expect(grid.style.getPropertyValue('--bracket-rows')).toBe(String(2 ** (rounds - 1)));
      expect([...c.querySelectorAll('[data-testid="bracket-round"]')].map((e) => e.textContent)).toEqual(
        NAMES.slice(NAMES.length - rounds).map((n) => n.replace('16强', '1/8').replace('8强', '1/4')));
      const ties = [...c.querySelectorAll<HTMLElement>('[data-testid="bracket-tie"]')];
      expect(ties).toHaveLength(2 ** rounds - 1);
      let at = 0;
      for (let j = 0; j < rounds; j++) {
        for (let slot = 0; slot < 2 ** (rounds - 1 - j); slot++) {
          const tie = ties[at++];
          expect([tie.style.getPropertyValue('--tie-column'), tie.style.getPropertyValue('--tie-row'), tie.style.getPropertyValue('--tie-span')])
            .toEqual([String(j + 1), String(slot * 2 ** j + 2), String(2 ** j)]);
          const winner = tie.querySelector('[data-winner="true"]')!;
          expect(winner.getAttribute('data-team-id')).toBe(tie.getAttribute('data-winner-id'));
        }
      }
      expect(search).toBe('');
    });
  }

  it('a league has 积分榜 first and no 淘汰赛', async () => {
    const h = accountsHarness();
    h.api.on('/v1/football/comp/info', () => h.api.ok({ ...INFO, hasBracket: false, hasTable: true }))
      .on('/v1/football/comp/tables', () => h.api.ok({ seasonId: 420026, tables: [], zones: [], results: [], todayMatchIds: [] }));
    const c = mount(h, '/footballMatchData/matchDetail/42?tab=bracket', <CompetitionPage sport="football" />, '/footballMatchData/matchDetail/:competeId');
    await settle();
    expect([...c.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['积分榜', '赛程', '球员榜', '球队榜', '赛季数据']);
    expect(c.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('积分榜');
  });
});

describe('球员榜', () => {
  it('the chosen category is asked for and kept in the URL (?rank=); values read in the category\'s format [FM-2]', async () => {
    const h = accountsHarness();
    const categories = [
      { rankType: 1, name: '进球', format: 'count' as const, order: 'desc' as const },
      { rankType: 12, name: '传球成功率', format: 'percent' as const, order: 'desc' as const },
    ];
    const asked: unknown[] = [];
    h.api.on('/v1/football/comp/info', () => h.api.ok(INFO)).on('/v1/football/comp/bestPlayer', (req) => {
      const body = JSON.parse(req.body!) as { rankTypes?: number[] };
      asked.push(body.rankTypes);
      const rankType = body.rankTypes?.[0] ?? 1;
      return h.api.ok({
        seasonId: 420026, competition: CUP, categories,
        lists: [{ rankType, items: [{ rank: 1, playerId: 101, name: '凯恩', position: 'FW', team: team(1), value: rankType === 12 ? 88.24 : 21, appearances: 30 }] }],
      });
    });
    const c = mount(h, '/footballMatchData/matchDetail/42?tab=players', <CompetitionPage sport="football" />, '/footballMatchData/matchDetail/:competeId');
    await settle();
    expect(c.querySelector('[data-testid="rank-value"]')!.textContent).toBe('21');
    click([...c.querySelectorAll<HTMLButtonElement>('[data-testid="rank-categories"] button')].find((b) => b.textContent === '传球成功率')!);
    await settle();
    expect(search).toBe('?tab=players&rank=12');
    expect(asked).toEqual([undefined, [12]]);
    expect(c.querySelector('[data-testid="rank-value"]')!.textContent).toBe('88.2%');
    expect(c.querySelector('[data-testid="best-player-row"] a')!.getAttribute('href')).toBe('/footballPlayerDetail/101');
  });
});
