// / : the live hero (player and live rooms) under the transparent header [SH-2], the scrolling notice, today's focus
// matches (the engine's focus view [LS-4]), official picks and focus-match panels. Rooms arrive with the live-room
// work; until then those areas show their loading skeleton.
import { PRODUCT_NAME, PRODUCT_SLOGAN } from '../../app/product';
import { Container } from '../../components/container/container';
import { FocusMatchesSection } from './focus-matches-section';
import { HomeNoticeBar } from './home-notice-bar';
import styles from './home-page.module.css';
import { LiveHero } from './live-hero';
import { OfficialPicksSection } from './official-picks-section';
import { TodayFocusSection } from './today-focus-section';

export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">{PRODUCT_NAME} — {PRODUCT_SLOGAN}</h1>
      <LiveHero />
      <Container>
        <HomeNoticeBar className={styles.notice} />
      </Container>
      <Container className={styles.sections}>
        <TodayFocusSection />
        <div className={styles.sideColumn}>
          <OfficialPicksSection />
          <FocusMatchesSection />
        </div>
      </Container>
    </>
  );
}
