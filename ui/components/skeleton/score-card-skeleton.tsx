// Loading skeleton of the basketball score cards [LS-12]: a grid of card shapes.
import { LoadingRegion } from './loading-region';
import styles from './score-card-skeleton.module.css';
import { SkeletonBlock } from './skeleton-block';

export function ScoreCardSkeleton({ cards = 6 }: { readonly cards?: number }) {
  return (
    <LoadingRegion label="比赛列表加载中" className={styles.grid}>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={styles.card}>
          <div className={styles.top}>
            <SkeletonBlock className={styles.competition} />
            <SkeletonBlock className={styles.status} />
          </div>
          {[0, 1].map((side) => (
            <div key={side} className={styles.team}>
              <SkeletonBlock shape="circle" className={styles.badge} />
              <SkeletonBlock className={styles.name} />
              <SkeletonBlock className={styles.periods} />
              <SkeletonBlock shape="rect" className={styles.total} />
            </div>
          ))}
          <div className={styles.bottom}>
            <SkeletonBlock className={styles.meta} />
            <SkeletonBlock shape="rect" className={styles.button} />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
