// 赛况 (football): the incident timeline newest first (a goal taken back by VAR shown as taken back), the
// statistics bars and the attack-momentum graph. Before kick-off: 比赛尚未开始.
import { EmptyState } from '../../components/feedback-state/empty-state';
import type { MatchCentreData } from './match-centre-types';
import styles from './match-centre.module.css';
import { MomentumGraph } from './momentum-graph';
import { StatBarsView } from './stat-bars-view';
import { centreTimeline } from './timeline';

const GOAL_KINDS = new Set(['goal', 'penalty', 'own-goal']);

export function FootballOverviewTab({ data, started }: { readonly data: MatchCentreData; readonly started: boolean }) {
  const items = centreTimeline(data.incidents, data.varDecisions);
  if (!started && items.length === 0 && data.stats.length === 0) return <EmptyState text="比赛尚未开始" />;
  return (
    <>
      {data.momentum && data.momentum.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>进攻势头</h3>
          <MomentumGraph points={data.momentum} />
        </section>
      )}
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>比赛事件</h3>
        {items.length === 0 ? <EmptyState text="暂无比赛事件" /> : (
          <ol className={styles.timeline} data-testid="timeline">
            {items.map((i) => {
              const body = (
                <>
                  <span className={`${styles.eventLabel} ${GOAL_KINDS.has(i.kind) ? styles.goalLabel : ''}`}>{i.label}{i.score && ` ${i.score}`}</span>
                  <span className={i.takenBack ? styles.takenBack : ''}>{i.text}</span>
                </>
              );
              return (
                <li key={i.key} className={styles.event} data-testid="timeline-item" data-kind={i.kind} data-taken-back={i.takenBack || undefined}>
                  <span className={styles.eventHome}>{i.side !== 'away' && body}</span>
                  <span className={styles.eventMinute}>{i.minute}</span>
                  <span>{i.side === 'away' && body}</span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>技术统计</h3>
        <StatBarsView sport="football" stats={data.stats} />
      </section>
    </>
  );
}
