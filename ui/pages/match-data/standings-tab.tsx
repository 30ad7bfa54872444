// The competition page's 积分榜: comp/tables for the season, with today's going matches folded in from the engine's
// rows (live-table.ts) — the live table. When one of today's matches finishes, the tables are asked again (the
// server's table then holds it, ranked by the competition's own rules).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { liveTables, todayResults } from './live-table';
import { LoadState } from './load-state';
import styles from './match-data.module.css';
import type { TableScope } from './standings-table';
import { SCOPES, StandingsTables } from './standings-table';
import type { DataAnswer } from './data-calls';
import { useDataLoad } from './use-data-load';
import { useTodayRows, useTodayView } from './use-today-view';

type Tables = DataAnswer<'compTables'>;

function LiveStandings({ sport, data, tieBreaks, onFinished }: {
  readonly sport: Sport; readonly data: Tables; readonly tieBreaks: readonly string[]; readonly onFinished: () => void;
}) {
  const [scope, setScope] = useState<TableScope>('all');
  const store = useTodayView(sport, data.todayMatchIds.length > 0);
  const today = useTodayRows(store, data.todayMatchIds);
  const played = todayResults(data.todayMatchIds, today);
  const going = played.going;
  // Ranked again only when a score of today changes (the rows' other fields move every minute).
  const playedKey = played.results.map((r) => `${r.homeId}:${r.homeScore}-${r.awayScore}:${r.awayId}`).join('|') + `/${going.length}`;
  const tables = useMemo(() => liveTables(sport, data.tables, data.results, played, tieBreaks), [sport, data, playedKey, tieBreaks]);

  // A match of today that finishes after the answer: ask again, the server's table now counts it.
  const finished = data.todayMatchIds.filter((id) => today.get(id)?.group === 'finish').length;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (seen.current !== null && finished > seen.current) onFinished();
    seen.current = finished;
  }, [finished, onFinished]);

  if (tables.every((t) => t.rows.length === 0)) return <EmptyState />;
  return (
    <div data-testid="standings" data-live={going.length > 0 ? 'true' : undefined}>
      <div className={styles.toolbar}>
        <TabBar label="积分榜范围" items={SCOPES} selected={scope} onSelect={setScope} variant="segmented" />
        {going.length > 0 && <span className={styles.liveNote} data-testid="live-table-note"><span className={styles.liveDot} />实时积分榜：{going.length}场比赛进行中</span>}
      </div>
      <StandingsTables sport={sport} tables={tables} zones={data.zones} scope={scope} />
      {tieBreaks.length > 0 && <p className={styles.note}>排名规则：积分相同时依次比较{tieBreaks.join('、')}</p>}
    </div>
  );
}

export function StandingsTab({ sport, competitionId, seasonId, currentSeasonId, tieBreaks }: {
  readonly sport: Sport; readonly competitionId: number; readonly seasonId: number; readonly currentSeasonId: number; readonly tieBreaks: readonly string[];
}) {
  const { load, retry } = useDataLoad(sport, 'compTables', { competitionId, seasonId, curSeasonId: currentSeasonId });
  return (
    <LoadState load={load} label="积分榜加载中" missing="暂无数据" onRetry={retry}>
      {(data) => <LiveStandings sport={sport} data={data} tieBreaks={tieBreaks} onFinished={retry} />}
    </LoadState>
  );
}
