// From the engine's trigger queue to the pop-up timeline: each queued goal or retraction is looked up in the list
// it came from (its subscription's view and row), decided on [GN-2] [GN-3] [GN-6], and — when shown — put on the
// timeline with the link it opens [GN-7]. A retraction of a listed match also marks its row, and replaces the
// pop-up of the goal it takes back. Framework-free: the component passes the client, the timeline and the devices.
import type { MatchRow } from '../../engine/core';
import type { Settings } from '../../engine/core/rules/settings';
import type { EngineClient, QueuedTrigger } from '../engine-client';
import type { GoalNotice } from './goal-notice';
import { decideNotice, noticeHref, noticeOf } from './goal-notice';
import type { NoticeTimeline } from './notice-timeline';

export interface ShownNotice extends GoalNotice {
  /** Where a click goes [GN-7]. */
  readonly href: string;
}

export interface NoticeFeedDeps {
  readonly client: Pick<EngineClient, 'triggers' | 'viewOf'> & {
    readonly api: { liveRoomOf(sport: MatchRow['sport'], matchId: number): Promise<number | null> };
  };
  readonly timeline: Pick<NoticeTimeline<ShownNotice>, 'add' | 'update'>;
  readonly settings: () => Settings;
  /** A retraction of a listed match: the row's mark. */
  readonly markRetracted: (sport: MatchRow['sport'], matchId: number) => void;
  /** Why a trigger was not shown (diagnostics). */
  readonly suppressed?: (trigger: QueuedTrigger, reason: string) => void;
}

async function liveRoomOf(deps: NoticeFeedDeps, row: MatchRow): Promise<number | null> {
  if (row.living === 0) return null;
  try {
    return await deps.client.api.liveRoomOf(row.sport, row.id);
  } catch {
    return null; // the detail page is the fallback [GN-7]
  }
}

function take(deps: NoticeFeedDeps, trigger: QueuedTrigger): void {
  const view = deps.client.viewOf(trigger.subscription);
  const live = view?.store.state.rows[trigger.matchId];
  const row = live ? { ...live } as MatchRow : undefined; // the score as the trigger left it
  const decision = decideNotice({ trigger, list: view?.options.list ?? null, row, settings: deps.settings() });
  if (trigger.kind === 'retraction' && row && view) deps.markRetracted(trigger.sport, trigger.matchId);
  if (!decision.show || !row) {
    deps.suppressed?.(trigger, decision.show ? 'notListed' : decision.reason);
    return;
  }
  const notice = noticeOf(trigger, row);
  const takesBack = (other: ShownNotice) => notice.kind === 'retraction' && other.kind === 'goal' && other.sport === notice.sport
    && other.matchId === notice.matchId && other.sides.some((s) => notice.sides.includes(s));
  // Added at once (the 100 ms start now [GN-4]); the live room, asked of the worker, moves the link when it answers.
  deps.timeline.add({ ...notice, href: noticeHref(trigger.sport, trigger.matchId, null) }, takesBack);
  void liveRoomOf(deps, row).then((room) => {
    if (room !== null) deps.timeline.update(notice.key, (shown) => ({ ...shown, href: noticeHref(trigger.sport, trigger.matchId, room) }));
  });
}

/** Drains the queue now and whenever it fills, in arrival order; answers the unsubscribe. */
export function connectNoticeFeed(deps: NoticeFeedDeps): () => void {
  const drain = () => {
    for (const trigger of deps.client.triggers.drain()) take(deps, trigger);
  };
  const off = deps.client.triggers.subscribe(drain);
  drain();
  return off;
}
