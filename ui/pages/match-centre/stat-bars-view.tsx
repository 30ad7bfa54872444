// Paired statistic bars (the hover card's statBars [LS-14]): home share on the left, away on the right.
import type { Sport, Stat } from '../../../engine/core';
import { statBars } from '../../components/hover-card/stat-bars';
import { cssVars } from '../../design/css-vars';
import { EmptyState } from '../../components/feedback-state/empty-state';
import styles from './match-centre.module.css';

export function StatBarsView({ sport, stats }: { readonly sport: Sport; readonly stats: readonly Stat[] }) {
  const bars = statBars(sport, stats);
  if (bars.length === 0) return <EmptyState text="暂无技术统计" />;
  return (
    <div data-testid="stat-bars">
      {bars.map((b) => (
        <div key={b.type} className={styles.statRow} data-testid="stat-row">
          <span className={styles.statValue}>{b.home}</span>
          <span className={styles.barTrack}><span className={styles.barHome} style={cssVars({ '--share': `${Math.round(b.homeShare * 100)}%` })} /></span>
          <span className={styles.statLabel}>{b.label}</span>
          <span className={styles.barTrack}><span className={styles.barAway} style={cssVars({ '--share': `${Math.round((1 - b.homeShare) * 100)}%` })} /></span>
          <span className={styles.statValue}>{b.away}</span>
        </div>
      ))}
    </div>
  );
}
