// [LR-7] The room page while liveInfo and the entry check are on their way: the info bar, player and panel shapes.
import { LoadingRegion } from '../../components/skeleton/loading-region';
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import styles from './live-room.module.css';

export function LiveRoomSkeleton() {
  return (
    <LoadingRegion label="直播间加载中">
      <div data-testid="live-room-skeleton">
        <div className={styles.infoBar}>
          <SkeletonBlock shape="circle" className={styles.skeletonAvatar} />
          <div className={styles.who}><SkeletonBlock className={styles.skeletonLine} /><SkeletonBlock className={styles.skeletonShort} /></div>
        </div>
        <div className={styles.body}>
          <div className={styles.main}>
            <SkeletonBlock shape="rect" className={styles.skeletonPlayer} />
          </div>
          <div className={styles.side}>
            <SkeletonBlock shape="rect" className={styles.skeletonPanel} />
            <SkeletonBlock shape="rect" className={styles.skeletonChat} />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
