// Agora's Media Gateway notifications (agora-notice.ts) as the StreamLifecycle our own ingest drives (issue #14
// "with Agora credentials the same room plays through Agora"): a stream entering the room's channel is
// `published(roomId)`, leaving it `unpublished(roomId)` — the same 200 / 210, go-live reminders and back-to-prepared
// as an RTMP push to us (server/anchors/anchor-streams.ts).
//
// Agora delivers at least once and retries out of order with the rest, so per process this keeps:
//   - the noticeIds handled in the last hour (a retry of one we answered is handled once);
//   - per room the streaming session (payload sid) that connected last, and the sessions that ended: a session's
//     late disconnect after OBS reconnected (a newer session connected) does not take the room off air, and a late
//     connect of a session already ended does not put it back on.
// A restart forgets both; the lifecycle itself is idempotent (markLive / markUnpublished change only a prepared /
// live broadcast), so what is lost is the ordering guard, not correctness of a single notice.
import type { AgoraNotice } from './agora-notice';
import { MEDIA_GATEWAY_EVENT, MEDIA_GATEWAY_PRODUCT_ID, gatewayStreamEvent } from './agora-notice';
import { roomOfAgoraChannel } from './agora-token';
import { AGORA_PUBLISHER_UID } from './push-policy';
import type { StreamLifecycle } from './stream-ports';

/** How long a noticeId (and an ended session) is remembered: past Agora's three retries at growing intervals. */
export const NOTICE_MEMORY_MS = 3600_000;
/** At most this many of each are remembered (the oldest go first): one notice per stream start or stop. */
export const NOTICE_MEMORY_MAX = 10_000;

export type NoticeOutcome =
  | { readonly kind: 'published' | 'unpublished'; readonly roomId: number }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'ignored'; readonly reason: string };

export interface AgoraStreamStatusDeps {
  readonly lifecycle: StreamLifecycle;
  readonly now: () => number;
  readonly log?: { info(line: string): void; warn(line: string): void };
}

export interface AgoraStreamStatus {
  handle(notice: AgoraNotice): NoticeOutcome;
}

/** Keys remembered until a deadline, oldest first (insertion order), at most NOTICE_MEMORY_MAX. */
function memory(now: () => number) {
  const until = new Map<string, number>();
  const prune = () => {
    const t = now();
    for (const [key, deadline] of until) {
      if (deadline > t && until.size <= NOTICE_MEMORY_MAX) break;
      until.delete(key);
    }
  };
  return {
    has(key: string) {
      prune();
      return until.has(key);
    },
    add(key: string) {
      until.delete(key);
      until.set(key, now() + NOTICE_MEMORY_MS);
      prune();
    },
  };
}

export function createAgoraStreamStatus(deps: AgoraStreamStatusDeps): AgoraStreamStatus {
  const info = deps.log?.info ?? (() => {});
  const warn = deps.log?.warn ?? (() => {});
  const seen = memory(deps.now);
  const ended = memory(deps.now);
  /** roomId → the session that connected last (and has not disconnected). */
  const liveSession = new Map<number, string>();
  const publisherUid = String(AGORA_PUBLISHER_UID);

  const ignored = (notice: AgoraNotice, reason: string): NoticeOutcome => {
    warn(`agora notice ${notice.noticeId} (product ${notice.productId}, event ${notice.eventType}) ignored: ${reason}`);
    return { kind: 'ignored', reason };
  };

  return {
    handle(notice) {
      if (seen.has(notice.noticeId)) return { kind: 'duplicate' };
      seen.add(notice.noticeId);
      if (notice.productId !== MEDIA_GATEWAY_PRODUCT_ID) return ignored(notice, 'not a Media Gateway event');
      const connected = notice.eventType === MEDIA_GATEWAY_EVENT.connected;
      if (!connected && notice.eventType !== MEDIA_GATEWAY_EVENT.disconnected) {
        // live_stream_aborted: never entered the channel, or a disconnect follows it.
        return ignored(notice, 'not a stream connecting or disconnecting');
      }
      const stream = gatewayStreamEvent(notice.payload);
      const roomId = stream.channel === undefined ? undefined : roomOfAgoraChannel(stream.channel);
      const which = `stream key ${stream.streamKey ?? '?'}, channel ${stream.channel ?? '?'}`;
      if (roomId === undefined) return ignored(notice, `unknown stream (${which}): not one of our rooms' channels`);
      if (stream.uid !== undefined && stream.uid !== publisherUid) {
        return ignored(notice, `room ${roomId}: uid ${stream.uid} is not the publisher uid our keys name`);
      }
      const { sid } = stream;
      if (connected) {
        if (sid !== undefined && ended.has(sid)) return ignored(notice, `room ${roomId}: session ${sid} already disconnected`);
        if (sid !== undefined) liveSession.set(roomId, sid);
        info(`agora: room ${roomId} stream connected (session ${sid ?? '?'})`);
        deps.lifecycle.published(roomId);
        return { kind: 'published', roomId };
      }
      if (sid !== undefined) ended.add(sid);
      const current = liveSession.get(roomId);
      if (sid !== undefined && current !== undefined && current !== sid) {
        return ignored(notice, `room ${roomId}: session ${sid} ended after session ${current} connected`);
      }
      liveSession.delete(roomId);
      info(`agora: room ${roomId} stream disconnected (session ${sid ?? '?'})`);
      deps.lifecycle.unpublished(roomId);
      return { kind: 'unpublished', roomId };
    },
  };
}
