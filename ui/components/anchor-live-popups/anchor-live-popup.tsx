// One go-live reminder [GN-7] (SPEC.md §2 Home "Pop-up match notifications that open a live room"): an anchor the
// user follows (or asked to be reminded of, /anchor/remind) went live — avatar, 「{anchorName} 开播了」, the room's
// name and 进入直播间 to their live room. Everything from the server is rendered as text.
import type { AnchorLiveNotice } from '../../../engine/worker/api';
import { UserAvatar } from '../avatar/user-avatar';
import { Icon } from '../icon/icon';
import styles from './anchor-live-popups.module.css';

export const anchorRoomHref = (roomId: number): string => `/liveRoom?roomId=${roomId}`;

export function AnchorLivePopup({ notice, onClose }: { readonly notice: AnchorLiveNotice; readonly onClose: () => void }) {
  const title = `${notice.anchorName} 开播了`;
  return (
    <div className={styles.popup} role="status" aria-label={title} data-testid="anchor-live-popup" data-room-id={notice.roomId}>
      <UserAvatar nickname={notice.anchorName} avatar={notice.anchorAvatar} size="md" />
      <div className={styles.body}>
        <span className={styles.title}>{title}</span>
        {notice.roomName && <span className={styles.room}>{notice.roomName}</span>}
      </div>
      <a className={styles.enter} href={anchorRoomHref(notice.roomId)} onClick={onClose}>进入直播间</a>
      <button type="button" className={styles.close} aria-label="关闭提醒" onClick={onClose}>
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}
