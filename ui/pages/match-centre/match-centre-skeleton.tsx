// The match centre while its data loads: the header band and a few lines of the first tab.
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import styles from './match-centre.module.css';

export function MatchCentreSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} role="status" aria-label="比赛详情加载中" data-testid="match-centre-skeleton">
      <SkeletonBlock className={styles.skeletonHead} shape="rect" />
      {[0, 1, 2, 3, 4, 5].map((n) => <SkeletonBlock key={n} className={styles.skeletonLine} />)}
    </div>
  );
}
