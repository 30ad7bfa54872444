// The room's info bar: anchor avatar [LR-6] (the room when live, else the anchor's profile in a new tab), name,
// level badge, room name (text, never markup), viewer count, and the follow button [FL-3] — logged out it opens
// the login dialog [FL-2]; one's own room has none. Beside it 私信 (SPEC.md §2: viewers can follow an anchor or
// send a private message), which opens the conversation window (ui/components/private-messages) or, logged out,
// the login dialog.
import { UserAvatar } from '../../components/avatar/user-avatar';
import { RoomStateBadge } from '../../components/badge/room-state-badge';
import { PrivateMessageButton } from '../../components/private-messages/private-message-button';
import { roomUrl } from '../../components/streams-popup/stream-links';
import styles from './live-room.module.css';
import { OWN_TAB_LINK } from '../../app/own-tab';

/**
 * The stream's viewers as the feed counts them (everyone watching the broadcast, the ended overlay's 本场观看人数),
 * said as such beside the chat's own 聊天室N人在线 (the people in this site's chat).
 */
export const viewersText = (viewCount: number): string => `本场观看 ${viewCount}人`;

export const profileUrl = (customId: number): string => `/personalHomepage?customId=${customId}`;

export interface RoomInfoBarProps {
  readonly roomId: number;
  readonly roomName: string;
  readonly living: boolean;
  readonly viewCount: number;
  readonly anchor: { readonly anchorCustomId: number; readonly anchorName: string; readonly anchorAvatar: string; readonly anchorLevel: number };
  readonly followed: boolean;
  /** Hidden on the anchor's own room and for an anchor without an account here. */
  readonly canFollow: boolean;
  readonly onFollow: () => void;
}

export function RoomInfoBar({ roomId, roomName, living, viewCount, anchor, followed, canFollow, onFollow }: RoomInfoBarProps) {
  // [LR-6]
  const avatarHref = living ? roomUrl(roomId) : profileUrl(anchor.anchorCustomId);
  return (
    <section className={styles.infoBar} data-testid="room-info-bar" aria-label="直播间信息">
      <a className={styles.avatarLink} href={avatarHref} {...(!living && OWN_TAB_LINK)} data-testid="anchor-avatar"
        aria-label={living ? `${anchor.anchorName}的直播间` : `${anchor.anchorName}的主页`}>
        <UserAvatar nickname={anchor.anchorName} avatar={anchor.anchorAvatar} size="lg" />
      </a>
      <div className={styles.who}>
        <h1 className={styles.roomName} data-testid="room-name">{roomName}</h1>
        <p className={styles.anchorLine}>
          <span data-testid="anchor-name">{anchor.anchorName}</span>
          {anchor.anchorLevel > 0 && <span className={styles.level} data-testid="anchor-level">LV{anchor.anchorLevel}</span>}
          <RoomStateBadge living={living} idleLabel="未开播" />
        </p>
      </div>
      <span className={styles.viewers} data-testid="viewer-count">{viewersText(viewCount)}</span>
      {canFollow && (
        <button type="button" className={followed ? styles.followed : styles.follow} onClick={onFollow} data-testid="follow-anchor" aria-pressed={followed}>
          {followed ? '已关注' : '关注'}
        </button>
      )}
      {canFollow && <PrivateMessageButton customerId={anchor.anchorCustomId} className={styles.followed} />}
    </section>
  );
}
