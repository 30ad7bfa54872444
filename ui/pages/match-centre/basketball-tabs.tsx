// Basketball: 赛况 is the quarter table (or the NCAA's two halves, as the row's periods say [BK-1] [BK-2]) with
// overtime [BK-4], the score trend (lead-graph.tsx), then the team statistics; 球员统计 is the player box score
// (frame 150), each player leading to the player's page.
import type { BasketballRow, Sport } from '../../../engine/core';
import { PlayerLink } from '../match-data/data-links';
import { EmptyState } from '../../components/feedback-state/empty-state';
import type { MatchCentreData, PlayerLine } from './match-centre-types';
import styles from './match-centre.module.css';
import { LeadGraph } from './lead-graph';
import { StatBarsView } from './stat-bars-view';

export function QuarterTable({ row }: { readonly row: BasketballRow }) {
  const heads = row.homePeriods.length === 2 ? ['上半场', '下半场'] : row.homePeriods.map((_, i) => `第${i + 1}节`);
  // Each team's points: the row's score ('vs' before tip-off). Not row.total, which is both teams' sum [BK-3].
  const total = row.score.includes('-') ? row.score.split('-') : [];
  return (
    <table className={styles.table} data-testid="quarter-table">
      <thead><tr><th>球队</th>{heads.map((h) => <th key={h}>{h}</th>)}{row.overtimeShown && <th>加时</th>}<th>总分</th></tr></thead>
      <tbody>
        <tr><td>{row.homeName}</td>{row.homePeriods.map((p, i) => <td key={i}>{p}</td>)}{row.overtimeShown && <td>{row.homeOvertime}</td>}<td>{total[0] ?? '-'}</td></tr>
        <tr><td>{row.awayName}</td>{row.awayPeriods.map((p, i) => <td key={i}>{p}</td>)}{row.overtimeShown && <td>{row.awayOvertime}</td>}<td>{total[1] ?? '-'}</td></tr>
      </tbody>
    </table>
  );
}

export function BasketballOverviewTab({ row, data }: { readonly row: BasketballRow | undefined; readonly data: MatchCentreData }) {
  return (
    <>
      {row && <section className={styles.section}><h3 className={styles.sectionTitle}>比分</h3><QuarterTable row={row} /></section>}
      {data.scoreTrend && data.scoreTrend.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>比分走势</h3>
          <LeadGraph points={data.scoreTrend} ncaa={data.ncaa ?? row?.homePeriods.length === 2} homeName={row?.homeName ?? '主队'} awayName={row?.awayName ?? '客队'} />
        </section>
      )}
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>球队统计</h3>
        <StatBarsView sport="basketball" stats={data.stats} />
      </section>
    </>
  );
}

/** The box score's columns and the player-stat types they show (fixtures/README.md: 1 points, 2 rebounds, 3 assists, 4 threes, 5 minutes). */
export const PLAYER_COLUMNS = [['时间', 5], ['得分', 1], ['篮板', 2], ['助攻', 3], ['三分', 4]] as const;

function BoxScore({ sport, title, players }: { readonly sport: Sport; readonly title: string; readonly players: readonly PlayerLine[] }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <table className={styles.table}>
        <thead><tr><th>球员</th>{PLAYER_COLUMNS.map(([c]) => <th key={c}>{c}</th>)}</tr></thead>
        <tbody>
          {players.map((p) => (
            <tr key={p.playerId} data-testid="box-score-row"><td><PlayerLink sport={sport} id={p.playerId} testId="box-score-player">{p.name}</PlayerLink></td>{p.values.map((v, i) => <td key={i}>{v}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function PlayersTab({ sport, players, homeName, awayName }: { readonly sport: Sport; readonly players: readonly PlayerLine[] | undefined; readonly homeName: string; readonly awayName: string }) {
  if (!players || players.length === 0) return <EmptyState text="暂无球员统计" />;
  return (
    <div data-testid="box-score">
      <BoxScore sport={sport} title={homeName} players={players.filter((p) => p.position === 1)} />
      <BoxScore sport={sport} title={awayName} players={players.filter((p) => p.position === 2)} />
    </div>
  );
}
