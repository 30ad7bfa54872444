// The live/preview button of a row [LS-13]: 直播 when the match has live streams, 预告 when it has previews, a
// disabled 直播 when it has neither. It opens the match's live room in a new tab (the streams popup is still to come).
import type { Sport } from '../../../../engine/core';
import styles from './live-list.module.css';

export function StreamButton({ id, sport, living, preview }: {
  readonly id: number; readonly sport: Sport; readonly living: number; readonly preview: number;
}) {
  const none = living === 0 && preview === 0;
  const label = living > 0 ? '直播' : preview > 0 ? '预告' : '直播';
  const tone = living > 0 ? styles.streamLive : preview > 0 ? styles.streamPreview : '';
  return (
    <button
      type="button"
      className={`${styles.stream} ${tone}`}
      disabled={none}
      aria-label={none ? '暂无直播' : `${label}（${living > 0 ? living : preview}）`}
      onClick={() => window.open(`/liveRoom?detail=${id}&SportType=${sport}`, '_blank', 'noopener')}
    >
      {label}
    </button>
  );
}
