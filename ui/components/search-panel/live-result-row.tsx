// One live-room result [AN-6] (SPEC.md §2): cover, room name, anchor name and level, prediction level, the
// forecast tags, home VS away, and 进入直播间 (/liveRoom?roomId=).
import { Link } from 'react-router-dom';
import { UserAvatar } from '../avatar/user-avatar';
import { PredictionTags } from '../prediction-tags/prediction-tags';
import { RoomCover } from '../room-cover/room-cover';
import { roomUrl } from './anchor-links';
import type { LiveRow } from './search-state';
import styles from './search-panel.module.css';

export function LiveResultRow({ row, onEnter }: { readonly row: LiveRow; readonly onEnter: () => void }) {
  const { room, anchor, match } = row;
  return (
    <li className={styles.row} data-testid="live-result">
      <Link to={roomUrl(room.roomId)} className={styles.coverLink} onClick={onEnter} tabIndex={-1} aria-hidden="true">
        <RoomCover src={room.coverPicture} name={room.roomName} />
      </Link>
      <div className={styles.body}>
        <p className={styles.roomName}>{room.roomName || `${anchor.anchorName}的直播间`}</p>
        <p className={styles.line}>
          <UserAvatar nickname={anchor.anchorName} avatar={anchor.anchorAvatar} size="sm" />
          <span className={styles.anchorName}>{anchor.anchorName}</span>
          {anchor.anchorLevel > 0 && <span className={styles.level}>LV{anchor.anchorLevel}</span>}
          {anchor.predictionLevel > 0 && <span className={styles.predictionLevel}>预测LV{anchor.predictionLevel}</span>}
        </p>
        <PredictionTags data={anchor} />
        <p className={styles.match}>{match ? <>{match.homeTeamName} <b>VS</b> {match.awayTeamName}</> : '暂无比赛'}</p>
      </div>
      <Link to={roomUrl(room.roomId)} className={styles.primary} onClick={onEnter}>进入直播间</Link>
    </li>
  );
}
