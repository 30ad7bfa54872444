// @vitest-environment happy-dom
// The match centre page without workers (the engine null: the live view reads 'unknown'): it asks the server —
// 比赛不存在 on 40007, the error with 重新加载 when the calls fail, the header and tabs from matchInfo and the
// detail call otherwise; before kick-off its countdown runs on the app's clock and goes at kick-off by itself [MN-5].
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { SchedulerProvider } from '../../time/scheduler-context';
import { button, settle } from '../../components/test-support/dom';
import { MatchCentrePage } from './match-centre-page';
import type { MatchInfoData } from './row-from-info';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const INFO: MatchInfoData = {
  matchId: 7, sportType: 1, competition: { competitionId: 1, name: '英格兰超级联赛', shortName: '英超', logo: '', color: '#3a1f6b', initial: 'Y' },
  homeTeam: { id: 1, name: '曼城', logo: '', position: 2 }, awayTeam: { id: 2, name: '阿森纳', logo: '', position: 1 },
  matchTime: 1_700_000_000, statusId: 8, goingTime: 0, clockSeconds: 0, homeScores: [2, 1, 0, 1, 5], awayScores: [1, 1, 0, 2, 3],
  homeOverTime: [], awayOverTime: [], homeHalfScore: 1, awayHalfScore: 1, var: false, varUntil: 0, extraHalf: 0, finalLine: '', shootout: '',
  regularTimeScore: '', living: [], preview: [], hasLineup: 0, ncaa: 0, hasFollow: 2, peopleNum: 0, note: '', remark: '', kind: 0, stageId: 0, seasonId: 0, serverTime: 1_700_007_000_000,
};

function render(routes: (h: ReturnType<typeof accountsHarness>) => void) {
  const h = accountsHarness();
  routes(h);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext.Provider value={h.accounts}>
      <SchedulerProvider scheduler={h.clock}>
        <MemoryRouter initialEntries={['/liveRoom?detail=7&SportType=football']}>
          <MatchCentrePage sport="football" matchId={7} initialTab="overview" />
        </MemoryRouter>
      </SchedulerProvider>
    </AccountsContext.Provider>,
  ));
  return { h, container };
}

const $ = (el: ParentNode, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('MatchCentrePage over HTTP', () => {
  it('says 比赛不存在 when the server answers 40007', async () => {
    const { container } = render((h) => {
      h.api.on('/v1/football/matchInfo', () => h.api.code(40007, '比赛不存在'));
      h.api.on('/v1/football/matchTliveAndIncidentsData', () => h.api.code(40007, '比赛不存在'));
    });
    expect($(container, 'match-centre-skeleton')).not.toBeNull();
    await settle();
    expect($(container, 'empty-state')!.textContent).toBe('比赛不存在');
  });

  it('shows the error state, and 重新加载 asks again', async () => {
    let fail = true;
    const { h, container } = render((api) => {
      api.api.on('/v1/football/matchInfo', () => (fail ? api.api.code(50000, '服务器错误') : api.api.ok(INFO)));
      api.api.on('/v1/football/matchTliveAndIncidentsData', () => (fail ? api.api.code(50000, '服务器错误') : api.api.ok({ incidents: [], stats: [], tlive: [] })));
    });
    await settle();
    expect($(container, 'error-state')).not.toBeNull();
    fail = false;
    act(() => button(container, /重新加载/).click());
    await settle();
    expect(h.api.count('/v1/football/matchInfo')).toBe(2);
    expect($(container, 'header-score')!.textContent).toBe('2-1');
    expect($(container, 'header-status')!.textContent).toBe('完场');
    expect($(container, 'header-half-time')!.textContent).toBe('半场 1-1');
  });

  it('[MN-5] before kick-off the header counts down on the app clock, and the countdown goes at kick-off with no new answer', async () => {
    const kickOff = 1_700_000_003; // 3 s after the harness clock's start
    const { h, container } = render((api) => {
      api.api.on('/v1/football/matchInfo', () => api.api.ok({ ...INFO, statusId: 1, matchTime: kickOff, homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeHalfScore: 0, awayHalfScore: 0 }));
      api.api.on('/v1/football/matchTliveAndIncidentsData', () => api.api.ok({ incidents: [], stats: [], tlive: [] }));
    });
    await settle();
    expect($(container, 'header-status')!.textContent).toBe('未开赛');
    expect($(container, 'header-countdown')!.textContent).toBe('距开赛 00:00:03');
    act(() => h.clock.advance(2_000));
    expect($(container, 'header-countdown')!.textContent).toBe('距开赛 00:00:01');
    act(() => h.clock.advance(1_000));
    expect($(container, 'header-countdown')).toBeNull();
    expect(h.api.count('/v1/football/matchInfo')).toBe(1);
  });
});
