// The competition page's 赛程: one round (league) or stage (cup) at a time — the current one first, then any the
// selector picks (?round= in the URL) — with today's matches live from the engine's rows. Basketball's current
// season has its 未来赛程 first (comp/futureMatches: the next matches, whatever their rounds).
import type { Sport } from '../../../engine/core';
import { EmptyState } from '../../components/feedback-state/empty-state';
import type { DataAnswer } from './data-calls';
import { LoadState } from './load-state';
import { MatchLine, MatchTable } from './match-line';
import styles from './match-data.module.css';
import { roundName } from './round-name';
import { useDataLoad } from './use-data-load';
import { useTodayRows, useTodayView } from './use-today-view';

type Matches = DataAnswer<'compMatches'>;

function Round({ sport, data, onRound }: { readonly sport: Sport; readonly data: Matches; readonly onRound: (round: number) => void }) {
  const todayIds = data.matches.filter((m) => m.today).map((m) => m.matchId);
  const store = useTodayView(sport, todayIds.length > 0);
  const today = useTodayRows(store, todayIds);
  const at = data.rounds.findIndex((r) => r.round === data.round);
  const prev = at > 0 ? data.rounds[at - 1] : undefined;
  const next = at >= 0 && at < data.rounds.length - 1 ? data.rounds[at + 1] : undefined;
  return (
    <div data-testid="schedule">
      {data.rounds.length > 0 && (
        <div className={styles.toolbar}>
          <button type="button" className={styles.textButton} disabled={!prev} onClick={() => prev && onRound(prev.round)}>上一轮</button>
          <label className={styles.selectLabel}>
            <span className={styles.visuallyHidden}>轮次</span>
            <select className={styles.select} value={data.round} onChange={(e) => onRound(Number(e.target.value))} data-testid="round-select">
              {data.rounds.map((r) => <option key={r.round} value={r.round}>{roundName(r.name)}</option>)}
            </select>
          </label>
          <button type="button" className={styles.textButton} disabled={!next} onClick={() => next && onRound(next.round)}>下一轮</button>
        </div>
      )}
      {data.matches.length === 0 ? <EmptyState /> : (
        <MatchTable>
          {data.matches.map((m) => <MatchLine key={m.matchId} sport={sport} match={m} row={today.get(m.matchId)} />)}
        </MatchTable>
      )}
    </div>
  );
}

/** Basketball's next matches of the competition (comp/futureMatches), today's live from the engine's rows. */
function FutureMatches({ competitionId, seasonId, currentSeasonId }: { readonly competitionId: number; readonly seasonId: number; readonly currentSeasonId: number }) {
  const sport = 'basketball' as const;
  const { load } = useDataLoad(sport, 'compFutureMatches', { competitionId, seasonId, curSeasonId: currentSeasonId });
  const matches = load.status === 'ready' ? load.data : [];
  const todayIds = matches.filter((m) => m.today).map((m) => m.matchId);
  const store = useTodayView(sport, todayIds.length > 0);
  const today = useTodayRows(store, todayIds);
  if (matches.length === 0) return null;
  return (
    <>
      <section aria-label="未来赛程" data-testid="future-matches">
        <h3 className={styles.tableName}>未来赛程</h3>
        <MatchTable>{matches.map((m) => <MatchLine key={m.matchId} sport={sport} match={m} row={today.get(m.matchId)} />)}</MatchTable>
      </section>
      <h3 className={styles.tableName}>按轮次</h3>
    </>
  );
}

export function ScheduleTab({ sport, competitionId, seasonId, currentSeasonId, round, onRound }: {
  readonly sport: Sport; readonly competitionId: number; readonly seasonId: number; readonly currentSeasonId: number;
  /** null: the current round (the server's choice). */
  readonly round: number | null;
  readonly onRound: (round: number) => void;
}) {
  const { load, retry } = useDataLoad(sport, 'compMatches', { competitionId, seasonId, curSeasonId: currentSeasonId, ...(round !== null && { round }) });
  return (
    <>
      {sport === 'basketball' && seasonId === currentSeasonId && <FutureMatches competitionId={competitionId} seasonId={seasonId} currentSeasonId={currentSeasonId} />}
      <LoadState load={load} label="赛程加载中" missing="暂无数据" onRetry={retry}>
        {(data) => <Round sport={sport} data={data} onRound={onRound} />}
      </LoadState>
    </>
  );
}
