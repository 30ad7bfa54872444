// The overlays over the player region [LR-5]: the stream ended (直播间已关闭) — viewers see the viewer count; the
// anchor sees the stream's figures and, once /individualCenter is a page, the data-review button to
// /individualCenter?type=3 — and the banned room (直播间已封禁, why).
import type { LiveStatisticData } from './live-room-api';
import { OtherLiveAnchors } from './other-live-anchors';
import { ENTRY_COPY } from './room-entry';
import styles from './live-room.module.css';

export const REVIEW_URL = '/individualCenter?type=3';

function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}小时${m}分` : m > 0 ? `${m}分${s}秒` : `${s}秒`;
}

export function EndedOverlay({ roomId, viewCount, own, statistic, reviewReady }: {
  /** Viewers are offered other live anchors (not this room). */
  readonly roomId: number;
  readonly viewCount: number;
  /** The anchor is looking at their own room. */
  readonly own: boolean;
  readonly statistic: LiveStatisticData | null;
  /** /individualCenter has a page (route table): the review button leads somewhere. */
  readonly reviewReady: boolean;
}) {
  return (
    <div className={styles.overlay} data-testid="ended-overlay" role="status">
      <p className={styles.overlayTitle}>{ENTRY_COPY.closed}</p>
      {own ? (
        <>
          {statistic && (
            <p className={styles.overlayText} data-testid="live-statistic">
              {/* 0: the server did not see the stream run (it started and closed before the server looked). */}
              直播时长 {statistic.liveDuration > 0 ? duration(statistic.liveDuration) : '—'} · 观看人数 {statistic.viewNumber}
            </p>
          )}
          {reviewReady && <a className={styles.overlayButton} href={REVIEW_URL} data-testid="data-review">数据回顾</a>}
        </>
      ) : (
        <>
          <p className={styles.overlayText} data-testid="ended-viewers">本场观看人数 {viewCount}</p>
          <OtherLiveAnchors roomId={roomId} />
        </>
      )}
    </div>
  );
}

export function BannedOverlay() {
  return (
    <div className={`${styles.overlay} ${styles.banned}`} data-testid="banned-overlay" role="alert">
      <p className={styles.overlayTitle}>{ENTRY_COPY.banned}</p>
      <p className={styles.overlayText}>{ENTRY_COPY.bannedReason}</p>
    </div>
  );
}
