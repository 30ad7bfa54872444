// Loading skeleton of a match list: rows shaped like score rows (competition, time, teams with badges, score),
// shown until the live lists arrive.
import { LoadingRegion } from './loading-region';
import { SkeletonBlock } from './skeleton-block';
import styles from './match-list-skeleton.module.css';

export function MatchListSkeleton({ rows = 8, label = '比赛列表加载中' }: { readonly rows?: number; readonly label?: string }) {
  return (
    <LoadingRegion label={label} className={styles.list}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row}>
          <SkeletonBlock className={styles.competition} />
          <SkeletonBlock className={styles.time} />
          <span className={`${styles.team} ${styles.home}`}>
            <SkeletonBlock className={styles.name} />
            <SkeletonBlock shape="circle" className={styles.badge} />
          </span>
          <SkeletonBlock shape="rect" className={styles.score} />
          <span className={styles.team}>
            <SkeletonBlock shape="circle" className={styles.badge} />
            <SkeletonBlock className={styles.name} />
          </span>
          <SkeletonBlock className={styles.extra} />
          <SkeletonBlock shape="rect" className={styles.action} />
        </div>
      ))}
    </LoadingRegion>
  );
}
