import { useEffect, useSyncExternalStore } from 'react';
import { feedCountsStore, startFeedCounts } from './feed-counts';

export function App() {
  useEffect(startFeedCounts, []);
  const counts = useSyncExternalStore(feedCountsStore.subscribe, feedCountsStore.get);
  return (
    <main style={{ fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif', padding: 32 }}>
      <h1>球赛直播</h1>
      {!counts && <p>正在连接实时数据…</p>}
      {counts && (
        <ul data-testid="feed-counts">
          <li>足球：今日 {counts.football.total} 场，进行中 {counts.football.going} 场</li>
          <li>篮球：今日 {counts.basketball.total} 场，进行中 {counts.basketball.going} 场</li>
          <li>{counts.connected ? `已连接 · 序号 ${counts.seq}` : '连接已断开'}</li>
        </ul>
      )}
    </main>
  );
}
