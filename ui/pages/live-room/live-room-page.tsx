// /liveRoom?roomId=…: a stream room (issue #14, SPEC.md §2 "Live room"). The server's liveInfo gives the room,
// anchor, match and playback; the worker's room watch keeps the room live (stream start/close, match switch, room
// info) and its match watch the match panel [LR-4], both held back by the spoiler guard by the stream's latency.
// States [LR-7]: loading, the room (live, or with the ended overlay and its match info when not), banned,
// kicked [LR-2], 直播间不存在 and 进入直播间失败 [LR-1]. Two regions are the lead's to fill at merge: the player
// (wt-player's LivePlayer) and the chat panel (wt-chat's ChatPanel).
import { useEffect, useMemo, useState } from 'react';
import type { Playback } from '../../../contract';
import type { Sport } from '../../../engine/core';
import { sportOfType } from '../../../engine/core';
import { useAccounts } from '../../accounts/use-accounts';
import { SUCCESS } from '../../accounts/account-messages';
import { requestShell } from '../../app/shell-requests';
import { ROUTES } from '../../app/route-table';
import { ChatPanel } from '../../components/chat-panel';
import { NOT_LIVE } from '../../components/live-player/use-room-playback';
import { Container } from '../../components/container/container';
import { DownloadBanner } from '../../components/download-banner/download-banner';
import { ErrorState } from '../../components/feedback-state/error-state';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { ModalDialog } from '../../components/modal/modal-dialog';
import { matchDetailUrl } from '../../components/streams-popup/stream-links';
import { useRoomWatch } from '../../engine-client';
import { useTickingNow } from '../../time/use-clock';
import { liveEngine } from '../../live/live-engine';
import { useSession } from '../../session/use-session';
import type { HttpClient } from '../../api';
import type { CheckKick, LiveRoomData, LiveStatisticData } from './live-room-api';
import { checkKickStatus, followAnchor, loadRoom, loadStatistic } from './live-room-api';
import { LiveRoomSkeleton } from './live-room-skeleton';
import { MatchPanel } from './match-panel';
import { PlayerRegion } from './player-region';
import { panelFromInfo, panelModel } from './match-panel-model';
import { RoomInfoBar } from './room-info-bar';
import { RoomForecasts } from './room-forecasts';
import { BannedOverlay, EndedOverlay } from './room-overlays';
import { ENTRY_COPY } from './room-entry';
import { useGuardedMatch } from './use-spoiler-guard';
import { useLiveRoom } from './use-live-room';
import { useScheduler } from '../../time/scheduler-context';
import styles from './live-room.module.css';
import { openOwnTab } from '../../app/own-tab';

/** Whether the app has a page at `path` yet (the route table's element): the review button waits for it. */
const hasPage = (path: string): boolean => ROUTES.some((r) => r.path === path && r.element !== undefined);

/**
 * The room's Playback as the server decides it (FLV, Agora or off), asked again when the feed says the stream
 * started or stopped since liveInfo answered; null while liveInfo's own answer still holds.
 */
function usePlayback(api: Pick<HttpClient, 'post'>, roomId: number, data: LiveRoomData | null, living: boolean | undefined): Playback | null {
  const [playback, setPlayback] = useState<Playback | null>(null);
  useEffect(() => {
    setPlayback(null);
    if (!data || living === undefined || living === data.room.living) return;
    let on = true;
    void loadRoom(api, roomId).then((r) => { if (on && r.ok) setPlayback(r.data.playback); });
    return () => { on = false; };
  }, [api, roomId, data, living]);
  return playback;
}

export interface LiveRoomPageProps {
  readonly roomId: number;
  /** [LR-2] The kick check (live-room-api.ts); injected by tests. */
  readonly checkKick?: CheckKick;
}

export function LiveRoomPage({ roomId, checkKick = checkKickStatus }: LiveRoomPageProps) {
  const accounts = useAccounts();
  const session = useSession(accounts.session);
  const [attempt, setAttempt] = useState(0);
  const load = useLiveRoom(accounts.api, roomId, session.isLoggedIn, checkKick, attempt);
  const client = useMemo(() => liveEngine(), []); // null without workers: the page shows liveInfo as it was
  const { view: watched, store: roomStore } = useRoomWatch(client, roomId);
  // The stream's latency, from the player (PlayerRegion's onLatencyMs); 0 (no hold) until the player lands.
  const [latencyMs, setLatencyMs] = useState(0);
  const data = load.kind === 'ready' ? load.data : null;
  const live = watched.room; // the feed's room, live; null until the worker has it
  const room = data && {
    ...data.room,
    ...(live && { roomName: live.roomName, coverPicture: live.coverPicture, viewCount: live.viewCount, living: live.living }),
  };
  const match: { sport: Sport; matchId: number } | null = live && live.matchId > 0
    ? { sport: live.sport, matchId: live.matchId }
    : data?.match ? { sport: sportOfType(data.match.sportType) ?? 'football', matchId: data.match.matchId } : null;
  const guarded = useGuardedMatch(client, roomStore, match, latencyMs);
  const playback = usePlayback(accounts.api, roomId, data, live?.living);
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [statistic, setStatistic] = useState<LiveStatisticData | null>(null);
  const [kickConfirm, setKickConfirm] = useState(true);

  const own = data !== null && session.user !== null && session.user.id === data.anchor.anchorCustomId;
  const ended = room !== null && !room.living;
  // The feed's room is one that streamed; liveInfo says so of a room the feed no longer holds.
  const streamed = data !== null && (data.room.streamed || live !== null);
  const row = guarded.view.row;
  const kickOffMs = guarded.view.match ? guarded.view.match.matchTime * 1000 : data?.match ? data.match.matchTime * 1000 : undefined;
  const panel = row ? panelModel(row, guarded.view.stats) : data?.match && (!client || guarded.view.status === 'unknown') ? panelFromInfo(data.match) : null;
  const scheduler = useScheduler();
  // The countdown [MN-5] runs each second on the app's clock until kick-off.
  const now = useTickingNow(panel?.notStarted === true && kickOffMs !== undefined, client?.feedClock ?? scheduler, scheduler);

  useEffect(() => {
    if (!own || !ended || !streamed) return;
    let on = true;
    void loadStatistic(accounts.api, roomId).then((r) => { if (on && r.ok) setStatistic(r.data); });
    return () => { on = false; };
  }, [own, ended, streamed, accounts.api, roomId]);

  if (load.kind === 'loading') return <Container className={styles.page}><LiveRoomSkeleton /></Container>;
  if (load.kind === 'missing') return <Container className={styles.page}><EmptyState text={ENTRY_COPY.notFound} /></Container>;
  if (load.kind === 'failed') {
    return <Container className={styles.page}><ErrorState title={ENTRY_COPY.failed} onRetry={() => setAttempt((n) => n + 1)} /></Container>;
  }
  const { entry } = load;
  if (entry.kind === 'failed') {
    return <Container className={styles.page}><ErrorState title={ENTRY_COPY.failed} onRetry={() => setAttempt((n) => n + 1)} /></Container>;
  }
  if (entry.kind === 'kicked') {
    const m = entry.kick.match;
    return (
      <Container className={styles.page}>
        <div data-testid="kicked-state"><EmptyState text={ENTRY_COPY.kicked} /></div>
        {m && (
          <ModalDialog open={kickConfirm} onClose={() => setKickConfirm(false)} title="提示" role="alertdialog" testId="kicked-confirm">
            <p className={styles.confirmText}>{ENTRY_COPY.kickedConfirm}</p>
            <div className={styles.confirmActions}>
              <button type="button" className={styles.secondaryButton} onClick={() => setKickConfirm(false)}>取消</button>
              <button type="button" className={styles.primaryButton} data-testid="kicked-view-match" onClick={() => {
                setKickConfirm(false);
                openOwnTab(matchDetailUrl(m.matchId, m.sport)); // [LR-2] a new tab
              }}>查看赛事</button>
            </div>
          </ModalDialog>
        )}
      </Container>
    );
  }

  const anchor = data!.anchor;
  const isFollowed = followed ?? anchor.followStatus === 1;
  const onFollow = async () => {
    if (!session.isLoggedIn) {
      requestShell({ type: 'login' }); // [FL-2]
      return;
    }
    const result = await followAnchor(accounts.api, anchor.anchorCustomId, isFollowed ? 2 : 1);
    if (!result.ok) return; // the client toasts the server's message [HT-3]
    setFollowed(result.data.followStatus === 1);
    accounts.toast.success(result.data.followStatus === 1 ? SUCCESS.followed : SUCCESS.unfollowed);
  };
  const banned = entry.kind === 'banned';
  // The entry check said closed, but a stream that starts since (the feed's room live) opens the room. A room not
  // live that never streamed (an anchor's room the feed has not shown, a draft at most) has not started: the
  // player says 主播暂未开播, and nothing says it closed.
  const notLive = ended || (entry.kind === 'closed' && live?.living !== true);
  const state = banned ? 'banned' : notLive ? (streamed ? 'ended' : 'idle') : 'live';

  return (
    <Container className={styles.page}>
      <div data-testid="live-room" data-room-state={state}>
        <RoomInfoBar roomId={roomId} roomName={room!.roomName} living={room!.living} viewCount={room!.viewCount} anchor={anchor}
          followed={isFollowed} canFollow={!own && anchor.account} onFollow={() => void onFollow()} />
        <div className={styles.body}>
          <div className={styles.main}>
            <PlayerRegion playback={state === 'live' ? playback ?? data!.playback : NOT_LIVE} title={room!.roomName} onLatencyMs={setLatencyMs}>
              {state === 'ended' && <EndedOverlay roomId={roomId} viewCount={room!.viewCount} own={own} statistic={statistic} reviewReady={hasPage('/individualCenter')} />}
              {state === 'banned' && <BannedOverlay />}
            </PlayerRegion>
            <DownloadBanner />
            {anchor.account && <RoomForecasts anchorId={anchor.anchorCustomId} own={own} match={match && { sportType: match.sport === 'basketball' ? 2 : 1, matchId: match.matchId }} />}
          </div>
          <div className={styles.side}>
            {panel && match
              ? <MatchPanel model={panel} sport={match.sport} matchId={match.matchId} kickOffMs={kickOffMs} now={now} delayMs={guarded.delayMs} />
              : <section className={styles.panel} data-testid="match-panel-empty"><p className={styles.muted}>暂无比赛信息</p></section>}
            <aside className={styles.chat} data-region="chat" aria-label="聊天室">
              <ChatPanel roomId={roomId} />
            </aside>
          </div>
        </div>
      </div>
    </Container>
  );
}
