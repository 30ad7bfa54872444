// @vitest-environment happy-dom
// The live room page without workers (no engine: the room is liveInfo's): the entry check only for logged-in users
// [LR-1] and its outcomes — closed, banned, kicked with and without a known match [LR-2], failure — an unknown room,
// the anchor avatar's link [LR-6], and the countdown before kick-off on the app's clock [MN-5].
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { SchedulerProvider } from '../../time/scheduler-context';
import { button, settle } from '../../components/test-support/dom';
import { livingEntry } from '../../components/test-support/living-entries';
import type { CallAt, DataOf } from '../../api';
import type { CheckKick } from './live-room-api';
import { LiveRoomPage } from './live-room-page';
import { askEarlyRoomInfo } from './early-room-info';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

type LiveInfo = DataOf<CallAt<'/v1/living/liveInfo'>>;
type LiveMatch = NonNullable<LiveInfo['match']>;

const ROOM = (living: boolean, match: Partial<LiveMatch> = {}, streamed = true): LiveInfo => ({
  room: { roomId: 880001, roomName: '老张聊球', coverPicture: '', notice: '', setCount: 3, viewCount: 1234, living, streamed },
  anchor: { anchorCustomId: 10001, anchorAvatar: '', anchorName: '球评老张', anchorLevel: 6, anchorIdentify: 1, description: '', followStatus: 2, account: true },
  match: {
    matchId: 7, sportType: 1, statusId: 4, matchTime: 1_700_000_000, competitionShortName: '英超', homeTeamName: '曼城', awayTeamName: '阿森纳',
    homeTeamLogo: '', awayTeamLogo: '', goingTime: 1_700_003_000, ncaa: 0, homeScores: [2, 1, 0, 1, 5], awayScores: [1, 0, 0, 2, 3],
    ...match,
  },
  playback: living ? { kind: 'flv', url: '/live/880001.flv' } : { kind: 'off', reason: 'not-live' },
});

interface Setup {
  readonly loggedIn?: boolean;
  readonly living?: boolean;
  readonly status?: 'start' | 'end' | 'illegal' | 'fail';
  readonly info?: 'ok' | 'missing';
  readonly checkKick?: CheckKick;
  /** Fields of liveInfo's match over the going one's. */
  readonly match?: Partial<LiveMatch>;
  /** liveInfo asked before the render, as the room's early start does (start-early.ts). */
  readonly early?: boolean;
  /** The room has had a stream (false: an anchor's room the feed has never shown). */
  readonly streamed?: boolean;
  /** The logged-in user's id (10001: the room's anchor). */
  readonly user?: number;
}

function render(s: Setup) {
  const h = accountsHarness();
  h.api.on('/v1/living/liveInfo', () => (s.info === 'missing' ? h.api.code(40007, '直播间不存在') : h.api.ok(ROOM(s.living ?? true, s.match, s.streamed))));
  h.api.on('/v1/living/checkLivingRoomStatus', () => (s.status === 'fail' ? h.api.code(50000, '服务器异常') : h.api.ok({ exist: true, livingRoomStatus: s.status ?? 'start' })));
  h.api.on('/v1/living/liveStatistic', () => h.api.ok({ liveDuration: 3725, viewNumber: 1500 }));
  if (s.loggedIn) h.accounts.session.logIn({ id: s.user ?? 20001, customerId: s.user ?? 20001, nickname: '球迷小王', avatar: '', isAnchor: 0 });
  if (s.early) void askEarlyRoomInfo(h.accounts.api, 880001);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext.Provider value={h.accounts}>
      <SchedulerProvider scheduler={h.clock}>
        <MemoryRouter initialEntries={['/liveRoom?roomId=880001']}>
          <LiveRoomPage roomId={880001} {...(s.checkKick && { checkKick: s.checkKick })} />
        </MemoryRouter>
      </SchedulerProvider>
    </AccountsContext.Provider>,
  ));
  return { h, container };
}

const $ = (el: ParentNode, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const kicked = (matchId?: number): CheckKick => async () => ({ ok: true, data: { kicked: true, ...(matchId && { matchId, sportType: 1 }) } });

describe('LiveRoomPage', () => {
  it('[LR-7] shows the skeleton, then the room: name, anchor, level, viewers, panel from liveInfo, both regions', async () => {
    const { container } = render({});
    expect($(container, 'live-room-skeleton')).not.toBeNull();
    await settle();
    expect($(container, 'room-name')!.textContent).toBe('老张聊球');
    expect($(container, 'anchor-name')!.textContent).toBe('球评老张');
    expect($(container, 'anchor-level')!.textContent).toBe('LV6');
    expect($(container, 'viewer-count')!.textContent).toBe('本场观看 1234人');
    expect($(container, 'panel-score')!.textContent).toBe('2-1');
    expect(container.querySelector('[data-region="player"]')).not.toBeNull();
    expect(container.querySelector('[data-region="chat"]')).not.toBeNull();
  });

  it('[LR-7] the page\'s first load takes the liveInfo its early start asked: one call, the room drawn from it', async () => {
    const { h, container } = render({ early: true });
    await settle();
    expect($(container, 'live-room')?.getAttribute('data-room-state')).not.toBe('loading');
    expect(container.textContent).toContain('老张聊球');
    expect(h.api.count('/v1/living/liveInfo')).toBe(1);
  });

  it('[LR-1] a guest enters without the entry check (no status, no kick check)', async () => {
    const checkKick = vi.fn(kicked(7));
    const { h, container } = render({ checkKick });
    await settle();
    expect(h.api.count('/v1/living/checkLivingRoomStatus')).toBe(0);
    expect(checkKick).not.toHaveBeenCalled();
    expect($(container, 'live-room')!.dataset.roomState).toBe('live');
  });

  it('[LR-5] a viewer of an ended room is offered other live anchors (findAnchorRecommend, not this room); none: nothing shown', async () => {
    const asked: unknown[] = [];
    const ended = render({ loggedIn: true, status: 'end', living: false });
    ended.h.api.on('/anchor/findAnchorRecommend', (req) => {
      asked.push(JSON.parse(req.body ?? '{}'));
      return ended.h.api.ok({ anchors: [livingEntry(880002, { roomName: '欧冠之夜', anchorName: '解说小李', anchorCustomId: 10002 })] });
    });
    await settle();
    const others = $(ended.container, 'other-live-anchors')!;
    expect(others.textContent).toContain('其他主播正在直播');
    expect(others.querySelector('a')!.getAttribute('href')).toBe('/liveRoom?roomId=880002');
    expect(others.textContent).toContain('解说小李');
    expect(asked).toEqual([expect.objectContaining({ excludeRoomId: 880001 })]);
    act(() => root?.unmount());
    document.body.innerHTML = '';
    const none = render({ loggedIn: true, status: 'end', living: false });
    none.h.api.on('/anchor/findAnchorRecommend', () => none.h.api.ok({ anchors: [] }));
    await settle();
    expect($(none.container, 'ended-overlay')).not.toBeNull();
    expect($(none.container, 'other-live-anchors')).toBeNull();
  });

  it('[LR-5] the anchor\'s own ended room: the stream\'s figures and 数据回顾 to the personal centre\'s live-data review (type 3)', async () => {
    const own = render({ loggedIn: true, status: 'end', living: false, user: 10001 });
    await settle();
    expect($(own.container, 'live-statistic')!.textContent).toContain('观看人数 1500');
    expect($(own.container, 'data-review')!.getAttribute('href')).toBe('/individualCenter?type=3');
  });

  it('[LR-1] [LR-5] logged in: end is the closed overlay with the viewers, illegal the banned overlay', async () => {
    const closed = render({ loggedIn: true, status: 'end', living: false });
    await settle();
    expect($(closed.container, 'ended-overlay')!.textContent).toContain('直播间已关闭');
    expect($(closed.container, 'ended-viewers')!.textContent).toBe('本场观看人数 1234');
    act(() => root?.unmount());
    document.body.innerHTML = '';
    const banned = render({ loggedIn: true, status: 'illegal' });
    await settle();
    expect($(banned.container, 'banned-overlay')!.textContent).toContain('直播间已封禁');
    expect($(banned.container, 'live-room')!.dataset.roomState).toBe('banned');
  });

  it('[LR-5] [LR-7] a room that has not started (never streamed) is not said closed: no ended overlay, no figures', async () => {
    const viewer = render({ loggedIn: true, status: 'end', living: false, streamed: false });
    await settle();
    expect($(viewer.container, 'live-room')!.dataset.roomState).toBe('idle');
    expect($(viewer.container, 'ended-overlay')).toBeNull();
    expect(viewer.container.textContent).not.toContain('直播间已关闭');
    expect(viewer.container.textContent).not.toContain('本场观看人数');
    expect(viewer.container.textContent).toContain('未开播');
    act(() => root?.unmount());
    document.body.innerHTML = '';
    // The anchor's own room (a draft saved, nothing streamed): the same, and no stream figures are asked.
    const own = render({ loggedIn: true, status: 'end', living: false, streamed: false, user: 10001 });
    await settle();
    expect($(own.container, 'live-room')!.dataset.roomState).toBe('idle');
    expect($(own.container, 'ended-overlay')).toBeNull();
    expect(own.h.api.count('/v1/living/liveStatistic')).toBe(0);
  });

  it('[LR-2] kicked with a known match: 您已被踢出直播间 and the confirm opens the match detail in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { container } = render({ loggedIn: true, checkKick: kicked(7) });
    await settle();
    expect($(container, 'kicked-state')!.textContent).toBe('您已被踢出直播间');
    const dialog = document.querySelector<HTMLElement>('[data-testid="kicked-confirm"]')!;
    expect(dialog.textContent).toContain('您无法进入直播间，是否查看赛事详情');
    act(() => button(dialog, '查看赛事').click());
    expect(open).toHaveBeenCalledWith('/liveRoom?detail=7&SportType=football', '_blank');
    expect(document.querySelector('[data-testid="kicked-confirm"]')).toBeNull();
  });

  it('[LR-2] kicked without a known match: the message only', async () => {
    const { container } = render({ loggedIn: true, checkKick: kicked() });
    await settle();
    expect($(container, 'kicked-state')!.textContent).toBe('您已被踢出直播间');
    expect(document.querySelector('[data-testid="kicked-confirm"]')).toBeNull();
  });

  it('[LR-1] a failed entry check is 进入直播间失败 with a retry; an unknown room 直播间不存在', async () => {
    const failed = render({ loggedIn: true, status: 'fail' });
    await settle();
    expect($(failed.container, 'error-state')!.textContent).toContain('进入直播间失败');
    act(() => root?.unmount());
    document.body.innerHTML = '';
    const missing = render({ info: 'missing' });
    await settle();
    expect($(missing.container, 'empty-state')!.textContent).toBe('直播间不存在');
  });

  it('[LR-6] the avatar opens the room while live, else the anchor\'s profile in a new tab', async () => {
    const live = render({});
    await settle();
    expect($(live.container, 'anchor-avatar')!.getAttribute('href')).toBe('/liveRoom?roomId=880001');
    act(() => root?.unmount());
    document.body.innerHTML = '';
    const off = render({ living: false });
    await settle();
    const avatar = $(off.container, 'anchor-avatar')!;
    expect([avatar.getAttribute('href'), avatar.getAttribute('target')]).toEqual(['/personalHomepage?customId=10001', '_blank']);
  });

  it('[MN-5] before kick-off the panel counts down on the app clock, and the countdown goes at kick-off with no frame', async () => {
    const { h, container } = render({ match: { statusId: 1, matchTime: 1_700_000_003, homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0] } });
    await settle();
    expect($(container, 'panel-countdown')!.textContent).toBe('距开赛 00:00:03');
    act(() => h.clock.advance(2_000));
    expect($(container, 'panel-countdown')!.textContent).toBe('距开赛 00:00:01');
    act(() => h.clock.advance(1_000));
    expect($(container, 'panel-countdown')).toBeNull();
  });
});
