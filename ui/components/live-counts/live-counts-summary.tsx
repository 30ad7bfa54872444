// Today's number of matches and how many are going, for one sport, from the live feed.
import type { Sport } from '../../../engine/core';
import { useFeedCounts } from '../../hooks/use-feed-counts';
import styles from './live-counts-summary.module.css';

export function LiveCountsSummary({ sport }: { readonly sport: Sport }) {
  const counts = useFeedCounts()?.[sport];
  return (
    <dl className={styles.summary} data-testid={`live-counts-${sport}`}>
      <div className={styles.item}>
        <dt>今日赛事</dt>
        <dd>{counts ? counts.total : '–'}<small>场</small></dd>
      </div>
      <div className={`${styles.item} ${styles.going}`}>
        <dt>进行中</dt>
        <dd>{counts ? counts.going : '–'}<small>场</small></dd>
      </div>
    </dl>
  );
}
