// Type 7 (anchors): live notice — the broadcast draft as saved on /anchorStart (/anchor/detail: date, title, notice,
// where it stands), the announced broadcasts of matches (/anchor/findPreview), and who asked to be reminded when
// the anchor goes live (/v1/personal/anchor/reminders).
import { OWN_TAB_LINK } from '../../app/own-tab';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { messageTime } from '../../components/private-messages/message-time';
import { useScheduler } from '../../time/scheduler-context';
import { LoadView } from './load-view';
import { Pager } from './pager';
import { useCentreCall } from './use-centre-call';
import { usePage } from './use-page';
import styles from './individual-center.module.css';

const STATE_TEXT = { prepared: '未开播', live: '直播中', closed: '已结束' } as const;
const PAGE_SIZE = 20;

export function LiveNoticeSection() {
  return (
    <>
      <Draft />
      <Previews />
      <Reminders />
    </>
  );
}

function Draft() {
  const detail = useCentreCall('/anchor/detail', {});
  return (
    <div className={styles.block} data-testid="broadcast-draft">
      <h3 className={styles.subtitle}>直播公告</h3>
      <LoadView load={detail.load} retry={detail.retry} empty="还没有保存直播设置" isEmpty={(d) => d.broadcast === null}>
        {(d) => d.broadcast && (
          <div className={styles.card}>
            <span className={styles.rowMain}>
              <span className={styles.rowTitle}>{d.broadcast.roomName}</span>
              <span className={styles.muted}>开播日期 {d.broadcast.date} · {STATE_TEXT[d.broadcast.state]}</span>
              <span className={styles.muted}>{d.broadcast.notification || '未填写直播公告'}</span>
            </span>
          </div>
        )}
      </LoadView>
      <span><a className={styles.primary} href="/anchorStart" {...OWN_TAB_LINK}>编辑直播设置</a></span>
    </div>
  );
}

function Previews() {
  const previews = useCentreCall('/anchor/findPreview', {});
  const now = useScheduler().now();
  return (
    <div className={styles.block} data-testid="broadcast-previews">
      <h3 className={styles.subtitle}>预告的比赛</h3>
      <LoadView load={previews.load} retry={previews.retry} empty="暂无预告" isEmpty={(d) => d.length === 0}>
        {(d) => (
          <ul className={styles.list}>
            {d.map((m) => (
              <li key={`${m.sportType}:${m.matchId}`} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{m.homeTeamName || '—'} VS {m.awayTeamName || '—'}</span>
                  <span className={styles.muted}>{m.competitionShortName}{m.matchTime > 0 ? ` · ${messageTime(m.matchTime * 1000, now)}` : ''}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </LoadView>
    </div>
  );
}

function Reminders() {
  const page = usePage();
  const reminders = useCentreCall('/v1/personal/anchor/reminders', { pageNum: page.pageNum, pageSize: PAGE_SIZE });
  const now = useScheduler().now();
  return (
    <div className={styles.block} data-testid="broadcast-reminders">
      <h3 className={styles.subtitle}>开播提醒</h3>
      <LoadView load={reminders.load} retry={reminders.retry} empty="还没有人设置开播提醒" isEmpty={(d) => d.total === 0}>
        {(d) => (
          <>
            <p className={styles.muted}>{d.total} 人将在你开播时收到提醒</p>
            <ul className={styles.list}>
              {d.list.map((u) => (
                <li key={u.customerId} className={styles.row}>
                  <UserAvatar nickname={u.nickname} avatar={u.avatar} size="sm" />
                  <span className={styles.rowMain}><span className={styles.rowTitle}>{u.nickname}</span></span>
                  <time className={styles.muted}>{messageTime(u.at, now)}</time>
                </li>
              ))}
            </ul>
            <Pager page={page} total={d.total} pageSize={PAGE_SIZE} />
          </>
        )}
      </LoadView>
    </div>
  );
}
