// The header's live-feed pill, from the engine's status: the connection (实时, 重连中… with how stale the scores
// are, "N 秒前更新" after 30 s without a frame, 连接中 before the first one — ui/live/connection-state.ts) and, once connected, how many football
// and basketball matches are going now (today's totals in the title).
import { connectionLabel, connectionState, stalenessLabel } from '../../live/connection-state';
import { useEngineStatus } from '../../live/engine-status';
import { useNow } from '../../time/use-now';
import styles from './live-status-pill.module.css';

/** The clock is read again every second while the pill is shown ("N 秒前更新" counts up). */
const TICK_MS = 1_000;

const DATA_STATE = { connecting: 'connecting', live: 'connected', stale: 'stale', reconnecting: 'reconnecting' } as const;

export function LiveStatusPill() {
  const status = useEngineStatus();
  const connection = connectionState(status, useNow(TICK_MS));
  const counts = status?.counts;
  const details = counts
    ? `今日足球 ${counts.football.total} 场，进行中 ${counts.football.going} 场；篮球 ${counts.basketball.total} 场，进行中 ${counts.basketball.going} 场`
    : undefined;
  const showCounts = counts && (connection.kind === 'live' || connection.kind === 'stale');
  const staleness = stalenessLabel(connection);
  return (
    <span className={styles.pill} data-state={DATA_STATE[connection.kind]} data-testid="live-status" title={details}>
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">实时数据：</span>
      <span className={styles.connection} data-testid="live-connection">{connectionLabel(connection)}</span>
      {staleness && <span className={styles.staleness} data-testid="live-staleness">{staleness}</span>}
      {showCounts && (
        <span className={styles.counts}>
          进行中
          <span className={styles.sport}>足球 <b>{counts.football.going}</b></span>
          <span className={styles.sport}>篮球 <b>{counts.basketball.going}</b></span>
        </span>
      )}
    </span>
  );
}
