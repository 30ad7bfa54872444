// A live room's state pill, the same in the streams popup [LS-13] and on the anchor cards [AN-1]: 直播中 while the
// anchor is live, otherwise the caller's word for a room that is not (预告 by default).
import styles from './room-state-badge.module.css';

export function RoomStateBadge({ living, idleLabel = '预告', className = '' }: {
  readonly living: boolean;
  readonly idleLabel?: string;
  readonly className?: string;
}) {
  return <span className={`${styles.badge} ${living ? styles.live : styles.idle} ${className}`}>{living ? '直播中' : idleLabel}</span>;
}
