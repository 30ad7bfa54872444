// What the header's live pill says about the feed (beyond the spec): 实时 while frames come, 重连中… while the
// socket is down after having been up — with how stale the scores are ("N 秒前更新", from the last frame), since a
// reconnect's first try comes within 2 s but an outage can last — "N 秒前更新" when the link is up but no frame came
// for STALE_AFTER_MS, and 连接中 before the first connection. Pure over (the engine's status, now).
import type { EngineStatus } from '../../engine/worker/api';

/** A quiet feed is worth saying after this long (the server sends frames every few seconds on a match day). */
export const STALE_AFTER_MS = 30_000;

export type ConnectionState =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'live' }
  /** `seconds`: since the last frame, what the fan's scores are behind by. */
  | { readonly kind: 'reconnecting'; readonly seconds: number }
  | { readonly kind: 'stale'; readonly seconds: number };

export function connectionState(status: Pick<EngineStatus, 'feed'> | null, now: number): ConnectionState {
  const feed = status?.feed;
  if (!feed) return { kind: 'connecting' };
  if (!feed.connected) {
    return feed.lastFrameAt === null ? { kind: 'connecting' } : { kind: 'reconnecting', seconds: Math.max(0, Math.floor((now - feed.lastFrameAt) / 1000)) };
  }
  if (feed.lastFrameAt === null) return { kind: 'connecting' };
  const quiet = now - feed.lastFrameAt;
  return quiet > STALE_AFTER_MS ? { kind: 'stale', seconds: Math.floor(quiet / 1000) } : { kind: 'live' };
}

export function connectionLabel(state: ConnectionState): string {
  switch (state.kind) {
    case 'connecting': return '连接中';
    case 'live': return '实时';
    case 'reconnecting': return '重连中…';
    case 'stale': return `${state.seconds} 秒前更新`;
  }
}

/** Beside 重连中…: how old the scores shown are, once that is a second or more. */
export function stalenessLabel(state: ConnectionState): string {
  return state.kind === 'reconnecting' && state.seconds > 0 ? `${state.seconds} 秒前更新` : '';
}
