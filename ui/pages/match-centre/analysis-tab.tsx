// 分析: head-to-head, each team's recent form, the standings with both teams marked (names to the team pages), upcoming matches; basketball
// adds the score-difference ranges and half/full-time combos [SPEC §9]. Before the data: 暂无分析数据.
import { Link } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { TeamLink } from '../match-data/data-links';
import type { AnalysisView, PastMatch } from './match-centre-types';
import styles from './match-centre.module.css';

function Matches({ title, matches }: { readonly title: string; readonly matches: readonly PastMatch[] }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {matches.length === 0 ? <p className={styles.sub}>暂无数据</p> : (
        <table className={styles.table}>
          <thead><tr><th>日期</th><th>赛事</th><th>主队</th><th>比分</th><th>客队</th></tr></thead>
          <tbody>{matches.map((m) => <tr key={m.matchId}><td>{m.date}</td><td>{m.competition}</td><td>{m.homeName}</td><td>{m.score}</td><td>{m.awayName}</td></tr>)}</tbody>
        </table>
      )}
    </section>
  );
}

export function AnalysisTab({ sport, matchId, analysis, homeName, awayName }: {
  readonly sport: Sport;
  readonly matchId: number;
  readonly analysis: AnalysisView | null | undefined;
  readonly homeName: string;
  readonly awayName: string;
}) {
  if (!analysis) return <EmptyState text="暂无分析数据" />;
  const marked = new Set([homeName, awayName]);
  return (
    <div data-testid="analysis">
      <p className={styles.historyLink}>
        <Link to={`/teamDetailHistory/${matchId}`} data-testid="team-history-link">两队历史战绩 ›</Link>
      </p>
      <Matches title="历史交锋" matches={analysis.headToHead} />
      <Matches title={`${homeName} 近期战绩`} matches={analysis.homeRecent} />
      <Matches title={`${awayName} 近期战绩`} matches={analysis.awayRecent} />
      {analysis.standings.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>积分榜</h3>
          <table className={styles.table}>
            <thead><tr><th>排名</th><th>球队</th><th>场次</th><th>胜</th><th>平</th><th>负</th><th>积分</th></tr></thead>
            <tbody>
              {analysis.standings.map((s) => (
                <tr key={s.teamName} className={marked.has(s.teamName) ? styles.marked : ''} data-marked={marked.has(s.teamName) || undefined}>
                  <td>{s.rank}</td><td><TeamLink sport={sport} id={s.teamId} testId="analysis-team">{s.teamName}</TeamLink></td><td>{s.played}</td><td>{s.won}</td><td>{s.drawn}</td><td>{s.lost}</td><td>{s.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {analysis.ranges && analysis.ranges.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>分差与半全场</h3>
          <table className={styles.table}>
            <thead><tr><th>区间</th><th>{homeName}</th><th>{awayName}</th></tr></thead>
            <tbody>{analysis.ranges.map((r) => <tr key={r.label}><td>{r.label}</td><td>{r.home}</td><td>{r.away}</td></tr>)}</tbody>
          </table>
        </section>
      )}
      <Matches title={`${homeName} 未来赛程`} matches={analysis.homeUpcoming} />
      <Matches title={`${awayName} 未来赛程`} matches={analysis.awayUpcoming} />
    </div>
  );
}
