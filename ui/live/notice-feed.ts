// From the engine's trigger queue to the pop-up timeline: each queued goal or retraction — already decided on by
// the engine [GN-2] [GN-3] [GN-6] — is told with the row it came with (its subscription's view) and put on the
// timeline with the link it opens, the live room the trigger carries [GN-7]. A trigger may bring its own row (the
// live room page's, held back by the stream's latency: its match panel is no list). A retraction replaces the pop-up
// of the goal it takes back (the row's 取消 mark is the engine's row state, shown whatever the tips say). Framework-free: the component passes the client and the timeline.
import type { EngineClient, QueuedTrigger } from '../engine-client';
import type { MatchRow } from '../../engine/core';
import type { GoalNotice } from './goal-notice';
import { noticeHref, noticeOf } from './goal-notice';
import type { NoticeTimeline } from './notice-timeline';

export interface ShownNotice extends GoalNotice {
  /** Where a click goes [GN-7]. */
  readonly href: string;
}

export interface NoticeFeedDeps {
  readonly client: Pick<EngineClient, 'triggers' | 'viewOf'>;
  readonly timeline: Pick<NoticeTimeline<ShownNotice>, 'add'>;
  /** A trigger whose list closed before it was drained: there is no row to tell it with (diagnostics). */
  readonly unrendered?: (trigger: QueuedTrigger) => void;
}

function take(deps: NoticeFeedDeps, trigger: QueuedTrigger): void {
  const live = trigger.row ?? deps.client.viewOf(trigger.subscription)?.store.state.rows[trigger.matchId];
  if (!live) {
    deps.unrendered?.(trigger);
    return;
  }
  const row: MatchRow = { ...live }; // the score as the trigger left it
  const notice = noticeOf(trigger, row);
  const takesBack = (other: ShownNotice) => notice.kind === 'retraction' && other.kind === 'goal' && other.sport === notice.sport
    && other.matchId === notice.matchId && other.sides.some((s) => notice.sides.includes(s));
  deps.timeline.add({ ...notice, href: noticeHref(trigger.sport, trigger.matchId, trigger.room) }, takesBack);
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
