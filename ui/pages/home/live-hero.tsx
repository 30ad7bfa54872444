// The home hero: the live player and, beside it, the list of live rooms (SPEC.md §2 "Home page"). It starts under
// the fixed, transparent header [SH-2], so its dark background is what the header shows at the top of the page.
import { LoadingRegion } from '../../components/skeleton/loading-region';
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import styles from './live-hero.module.css';

/** Live-room rows drawn in the skeleton: as many as fit beside the player (SH-4 computes the real number). */
const SKELETON_ROOMS = 4;

export function LiveHero() {
  return (
    <section className={styles.hero} aria-label="精彩直播">
      <div className={styles.inner}>
        <div className={styles.player}>
          <LoadingRegion label="直播加载中" className={styles.playerLoading}>
            <span className={styles.playerGlyph} aria-hidden="true" />
          </LoadingRegion>
        </div>
        <aside className={styles.rooms} aria-labelledby="home-live-title">
          <h2 className={styles.roomsTitle} id="home-live-title">
            <span className={styles.liveDot} aria-hidden="true" />
            正在直播
          </h2>
          <LoadingRegion label="直播间加载中" className={styles.roomList}>
            {Array.from({ length: SKELETON_ROOMS }, (_, i) => (
              <div key={i} className={styles.room}>
                <SkeletonBlock shape="rect" className={styles.cover} />
                <div className={styles.roomText}>
                  <SkeletonBlock className={styles.roomName} />
                  <SkeletonBlock className={styles.roomMeta} />
                  <SkeletonBlock className={styles.roomMetaShort} />
                </div>
              </div>
            ))}
          </LoadingRegion>
        </aside>
      </div>
    </section>
  );
}
