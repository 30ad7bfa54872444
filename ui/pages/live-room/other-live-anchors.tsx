// The ended overlay's 其他主播正在直播 (viewers only): anchors streaming now, the ones the viewer follows first
// (/anchor/findAnchorRecommend, without this room). Silent: a failure or nobody live shows nothing.
import { useEffect, useState } from 'react';
import type { JsonPath } from '../../api';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { roomUrl } from '../../components/streams-popup/stream-links';
import styles from './live-room.module.css';

export const ANCHOR_RECOMMEND_PATH = '/anchor/findAnchorRecommend' satisfies JsonPath;
export const OTHER_ANCHORS_SHOWN = 4;

interface Other {
  readonly roomId: number;
  readonly anchorName: string;
  readonly anchorAvatar: string;
  readonly roomName: string;
}

export function OtherLiveAnchors({ roomId }: { readonly roomId: number }) {
  const { api } = useAccounts();
  const [others, setOthers] = useState<readonly Other[]>([]);
  useEffect(() => {
    let on = true;
    void callJson(api, ANCHOR_RECOMMEND_PATH, { showCount: OTHER_ANCHORS_SHOWN, excludeRoomId: roomId }, { silent: true })
      .then((r) => { if (on && r.ok) setOthers(r.data.anchors); });
    return () => { on = false; };
  }, [api, roomId]);
  if (others.length === 0) return null;
  return (
    <nav className={styles.others} aria-label="其他主播正在直播" data-testid="other-live-anchors">
      <p className={styles.othersTitle}>其他主播正在直播</p>
      <ul className={styles.othersList}>
        {others.map((o) => (
          <li key={o.roomId}>
            <a className={styles.other} href={roomUrl(o.roomId)} title={o.roomName}>
              <UserAvatar nickname={o.anchorName} avatar={o.anchorAvatar} size="sm" />
              <span className={styles.otherName}>{o.anchorName}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
