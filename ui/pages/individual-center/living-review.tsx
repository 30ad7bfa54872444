// The anchor's live-data review (type 3, where the ended room's 数据回顾 leads [LR-5]): totals over every broadcast
// that went live (/v1/personal/anchor/myLivingStatistics) and one row per broadcast (myLivingRecord): duration,
// peak and total viewers, chat messages.
import { messageTime } from '../../components/private-messages/message-time';
import { useScheduler } from '../../time/scheduler-context';
import { LoadView } from './load-view';
import { Pager } from './pager';
import { countText, durationText } from './review-format';
import { useCentreCall } from './use-centre-call';
import { usePage } from './use-page';
import styles from './individual-center.module.css';

const PAGE_SIZE = 10;

export function LivingReview() {
  const totals = useCentreCall('/v1/personal/anchor/myLivingStatistics', {});
  const page = usePage();
  const records = useCentreCall('/v1/personal/anchor/myLivingRecord', { pageNum: page.pageNum, pageSize: PAGE_SIZE });
  const now = useScheduler().now();
  return (
    <div className={styles.block} data-testid="living-review">
      <h3 className={styles.subtitle}>直播数据回顾</h3>
      <LoadView load={totals.load} retry={totals.retry} empty="暂无直播数据" isEmpty={(t) => t.broadcasts === 0}>
        {(t) => (
          <dl className={styles.stats} data-testid="living-totals">
            <div className={styles.stat}><dt>直播场次</dt><dd>{t.broadcasts}</dd></div>
            <div className={styles.stat}><dt>累计时长</dt><dd>{durationText(t.totalDuration)}</dd></div>
            <div className={styles.stat}><dt>最高在线</dt><dd>{countText(t.peakViewers)}</dd></div>
            <div className={styles.stat}><dt>累计观众</dt><dd>{countText(t.totalViewers)}</dd></div>
            <div className={styles.stat}><dt>聊天消息</dt><dd>{countText(t.chatMessages)}</dd></div>
          </dl>
        )}
      </LoadView>
      <LoadView load={records.load} retry={records.retry} empty="暂无直播记录" isEmpty={(d) => d.total === 0}>
        {(d) => (
          <>
            <div className={styles.tableScroll}>
              <table className={styles.table} data-testid="living-records">
                <thead>
                  <tr><th scope="col">开播时间</th><th scope="col">直播间</th><th scope="col">时长</th><th scope="col">最高在线</th><th scope="col">观众</th><th scope="col">聊天</th></tr>
                </thead>
                <tbody>
                  {d.list.map((r) => (
                    <tr key={r.prepareId}>
                      <td>{messageTime(r.startedAt, now)}{r.endedAt === null ? '（直播中）' : ''}</td>
                      <td>{r.roomName}</td>
                      <td>{durationText(r.duration)}</td>
                      <td>{countText(r.peakViewers)}</td>
                      <td>{countText(r.totalViewers)}</td>
                      <td>{countText(r.chatMessages)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} total={d.total} pageSize={PAGE_SIZE} />
          </>
        )}
      </LoadView>
    </div>
  );
}
