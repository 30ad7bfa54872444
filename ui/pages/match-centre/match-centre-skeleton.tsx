// The match centre while its data loads: the header band and a few lines of the first tab; without the band
// (`head` false) under a header already drawn (the early header, early-header.ts), inside that header's card.
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import styles from './match-centre.module.css';

export function MatchCentreSkeleton({ head = true }: { readonly head?: boolean }) {
  return (
    <div className={head ? `${styles.card} ${styles.skeleton}` : styles.skeleton} role="status" aria-label="比赛详情加载中" data-testid="match-centre-skeleton">
      {head && <SkeletonBlock className={styles.skeletonHead} shape="rect" />}
      {[0, 1, 2, 3, 4, 5].map((n) => <SkeletonBlock key={n} className={styles.skeletonLine} />)}
    </div>
  );
}
