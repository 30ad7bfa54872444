// /teamDetailHistory/{matchId}'s body for each state: the skeleton, 比赛不存在, the error with 重新加载, or the two
// teams over three tables — their meetings, then each team's recent results with its 胜/平/负 and goals (points)
// for and against. Pure of fetching (the page hands it the load), so every state is tested directly.
import { TeamBadge } from '../../components/badge/team-badge';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { ErrorState } from '../../components/feedback-state/error-state';
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import type { Sport } from '../../../engine/core';
import { TeamLink } from '../match-data/data-links';
import { summaryOf } from './history-rows';
import type { HistoryRow, TeamHistoryLoad } from './team-history-types';
import styles from './team-history.module.css';

const OUTCOME_CLASS = { 胜: styles.win, 平: styles.draw, 负: styles.loss } as const;

function Skeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} role="status" aria-label="历史战绩加载中" data-testid="team-history-skeleton">
      <SkeletonBlock className={styles.skeletonHead} shape="rect" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => <SkeletonBlock key={n} className={styles.skeletonLine} />)}
    </div>
  );
}

function Summary({ rows, basketball }: { readonly rows: readonly HistoryRow[]; readonly basketball: boolean }) {
  const s = summaryOf(rows);
  const unit = basketball ? '分' : '球';
  return (
    <p className={styles.summary} data-testid="history-summary">
      近{s.played}场 <span className={styles.win}>{s.won}胜</span>
      {!basketball && <> <span className={styles.draw}>{s.drawn}平</span></>}
      {' '}<span className={styles.loss}>{s.lost}负</span>
      ，得{s.scored}{unit} 失{s.conceded}{unit}
    </p>
  );
}

function HistoryTable({ sport, title, team, rows, basketball, testId }: {
  readonly sport: Sport;
  readonly title: string;
  /** The team the rows are read from (its name is bold in each row). */
  readonly team: string;
  readonly rows: readonly HistoryRow[] | null;
  readonly basketball: boolean;
  readonly testId: string;
}) {
  return (
    <section className={styles.section} data-testid={testId} aria-label={title}>
      <header className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {rows && rows.length > 0 && <Summary rows={rows} basketball={basketball} />}
      </header>
      {rows === null ? <p className={styles.note}>交锋数据加载失败</p> : rows.length === 0 ? <p className={styles.note}>暂无数据</p> : (
        <table className={styles.table}>
          <thead>
            <tr><th>日期</th><th>赛事</th><th className={styles.right}>主队</th><th>比分</th><th className={styles.left}>客队</th><th>半场</th><th>胜负</th></tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.matchId} data-testid="history-row">
                <td className={styles.muted}>{r.date}</td>
                <td>{r.competition}</td>
                <td className={styles.right}>
                  <span className={`${styles.teamCell} ${styles.alignEnd} ${r.homeName === team ? styles.self : ''}`}>
                    <TeamLink sport={sport} id={r.homeId}>{r.homeName}</TeamLink><TeamBadge name={r.homeName} logo={r.homeLogo || undefined} size="sm" decorative />
                  </span>
                </td>
                <td className={styles.score}>{r.score}</td>
                <td className={styles.left}>
                  <span className={`${styles.teamCell} ${r.awayName === team ? styles.self : ''}`}>
                    <TeamBadge name={r.awayName} logo={r.awayLogo || undefined} size="sm" decorative /><TeamLink sport={sport} id={r.awayId}>{r.awayName}</TeamLink>
                  </span>
                </td>
                <td className={styles.muted}>{r.half || '-'}</td>
                <td>{r.outcome && <span className={`${styles.outcome} ${OUTCOME_CLASS[r.outcome]}`} data-testid="history-outcome">{r.outcome}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function TeamHistoryView({ load, onRetry }: { readonly load: TeamHistoryLoad; readonly onRetry: () => void }) {
  if (load.status === 'loading') return <Skeleton />;
  if (load.status === 'missing') return <div className={styles.card}><EmptyState text="比赛不存在" /></div>;
  if (load.status === 'failed') return <div className={styles.card}><ErrorState title="历史战绩加载失败" onRetry={onRetry} /></div>;
  const { view } = load;
  const basketball = view.sport === 'basketball';
  return (
    <div className={styles.card} data-testid="team-history" data-sport={view.sport}>
      <header className={styles.hero}>
        <div className={styles.heroTeam}>
          <TeamBadge name={view.homeTeam.name} logo={view.homeTeam.logo || undefined} size="lg" decorative />
          <TeamLink sport={view.sport} id={view.homeTeam.id} testId="history-home">{view.homeTeam.name}</TeamLink>
        </div>
        <div className={styles.heroMiddle}>
          <h1 className={styles.heroTitle}>历史战绩</h1>
          <span className={styles.vs}>VS</span>
        </div>
        <div className={styles.heroTeam}>
          <TeamBadge name={view.awayTeam.name} logo={view.awayTeam.logo || undefined} size="lg" decorative />
          <TeamLink sport={view.sport} id={view.awayTeam.id} testId="history-away">{view.awayTeam.name}</TeamLink>
        </div>
      </header>
      <div className={styles.body}>
        <HistoryTable sport={view.sport} title="历史交锋" team={view.homeTeam.name} rows={view.headToHead} basketball={basketball} testId="history-head-to-head" />
        <HistoryTable sport={view.sport} title={`${view.homeTeam.name} 近期战绩`} team={view.homeTeam.name} rows={view.home} basketball={basketball} testId="history-home-recent" />
        <HistoryTable sport={view.sport} title={`${view.awayTeam.name} 近期战绩`} team={view.awayTeam.name} rows={view.away} basketball={basketball} testId="history-away-recent" />
      </div>
    </div>
  );
}
