// The header's live-feed status: connecting, or how many football and basketball matches are going now, from the
// first-cut counts worker. The real engine client replaces the source; the pill can stay.
import { useFeedCounts } from '../../hooks/use-feed-counts';
import styles from './live-status-pill.module.css';

export function LiveStatusPill() {
  const counts = useFeedCounts();
  const state = counts === undefined ? 'connecting' : counts.connected ? 'connected' : 'disconnected';
  const details = counts
    ? `今日足球 ${counts.football.total} 场，进行中 ${counts.football.going} 场；篮球 ${counts.basketball.total} 场，进行中 ${counts.basketball.going} 场`
    : undefined;
  return (
    <span className={styles.pill} data-state={state} data-testid="live-status" title={details}>
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">实时数据：</span>
      {state === 'connecting' && '连接中'}
      {state === 'disconnected' && '已断开'}
      {counts && state === 'connected' && (
        <span className={styles.counts}>
          进行中
          <span className={styles.sport}>足球 <b>{counts.football.going}</b></span>
          <span className={styles.sport}>篮球 <b>{counts.basketball.going}</b></span>
        </span>
      )}
    </span>
  );
}
