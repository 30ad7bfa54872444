// / : the live hero (player and live rooms) under the transparent header [SH-2], today's focus matches, official
// picks and focus-match panels. Rooms and matches arrive with the live-room and list work; until then each area
// shows its loading skeleton.
import { PRODUCT_NAME, PRODUCT_SLOGAN } from '../../app/product';
import { Container } from '../../components/container/container';
import { FocusMatchesSection } from './focus-matches-section';
import styles from './home-page.module.css';
import { LiveHero } from './live-hero';
import { OfficialPicksSection } from './official-picks-section';
import { TodayFocusSection } from './today-focus-section';

export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">{PRODUCT_NAME} — {PRODUCT_SLOGAN}</h1>
      <LiveHero />
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
