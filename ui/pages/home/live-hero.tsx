// The home hero: the live player and, beside it, the list of live rooms (SPEC.md §2 "Home page"). It starts under
// the fixed, transparent header [SH-2], so its dark background is what the header shows at the top of the page.
// The rooms (/v1/living/home) come with the live-room work; until then the hero says so instead of showing a
// loading skeleton that nothing would ever fill (issue #12 §5).
import styles from './live-hero.module.css';

export const NO_LIVE_TEXT = '暂无直播';
export const NO_ROOMS_TEXT = '暂无直播间';

export function LiveHero() {
  return (
    <section className={styles.hero} aria-label="精彩直播">
      <div className={styles.inner}>
        <div className={styles.player}>
          <div className={styles.playerIdle} data-testid="live-player-idle">
            <span className={styles.playerGlyph} aria-hidden="true" />
            <p className={styles.idleText}>{NO_LIVE_TEXT}</p>
          </div>
        </div>
        <aside className={styles.rooms} aria-labelledby="home-live-title">
          <h2 className={styles.roomsTitle} id="home-live-title">
            <span className={styles.liveDot} aria-hidden="true" />
            正在直播
          </h2>
          <p className={styles.noRooms} data-testid="live-rooms-empty">{NO_ROOMS_TEXT}</p>
        </aside>
      </div>
    </section>
  );
}
