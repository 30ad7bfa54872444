// The live panel's 直播间信息: while live, the anchor changes the room's title and notice in front of the viewers
// (/v1/liveroom/modifyChatRoomInfo: lists and open rooms take the new title at once, the room's chat says the new
// notice). Only what changed is sent; a blank title is refused here as on the server.
import { useEffect, useId, useState } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import type { AnchorCalls } from '../../anchors/anchor-calls';
import styles from '../../anchors/anchor-page.module.css';
import type { Broadcast } from '../../anchors/anchor-types';

export const ROOM_INFO_SAVED = '直播间信息已更新';
const BLANK_TITLE = '请输入直播间标题';

export function RoomInfoPanel({ calls, broadcast, onChanged }: {
  readonly calls: AnchorCalls;
  readonly broadcast: Broadcast;
  /** The room's title and notice as the server now has them. */
  readonly onChanged: (t: { roomName: string; notification: string }) => void;
}) {
  const { toast } = useAccounts();
  const id = useId();
  const [roomName, setRoomName] = useState(broadcast.roomName);
  const [notice, setNotice] = useState(broadcast.notification);
  const [busy, setBusy] = useState(false);
  // Another change of the draft (更新开播信息) shows here too.
  useEffect(() => { setRoomName(broadcast.roomName); setNotice(broadcast.notification); }, [broadcast.roomName, broadcast.notification]);

  const name = roomName.trim();
  const text = notice.trim();
  const changed = name !== broadcast.roomName || text !== broadcast.notification;
  const save = async () => {
    if (name === '') {
      toast.error(BLANK_TITLE);
      return;
    }
    setBusy(true);
    const answer = await calls.modifyRoomInfo({
      roomId: broadcast.roomId,
      ...(name !== broadcast.roomName && { roomName: name }),
      ...(text !== broadcast.notification && { notice: text }),
    });
    setBusy(false);
    if (!answer.ok) return; // the client toasts the server's message [HT-3]
    onChanged({ roomName: answer.data.roomName, notification: answer.data.notice });
    toast.success(ROOM_INFO_SAVED);
  };

  return (
    <section className={styles.card} aria-label="直播间信息" data-testid="room-info-panel">
      <h2 className={styles.cardTitle}>直播间信息</h2>
      <form className={styles.form} onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <label className={styles.field} htmlFor={`${id}-name`}>
          房间标题
          <input id={`${id}-name`} className={styles.input} value={roomName} maxLength={30} onChange={(e) => setRoomName(e.target.value)} />
        </label>
        <label className={styles.field} htmlFor={`${id}-notice`}>
          房间公告
          <textarea id={`${id}-notice`} className={styles.textarea} value={notice} maxLength={200} placeholder="观众在直播间和聊天区看到（最多200字）" onChange={(e) => setNotice(e.target.value)} />
        </label>
        <p className={styles.hint}>修改后观众立即看到新标题，新公告会发送到直播间聊天区。</p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={!changed || busy}>更新直播间信息</button>
        </div>
      </form>
    </section>
  );
}
