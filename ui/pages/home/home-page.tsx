// / : the live hero (player and live rooms) under the transparent header [SH-2], the scrolling notice, and today's
// focus matches (the engine's focus view [LS-4]). Nothing on the page waits for ever (issue #12 §5): the hero shows
// the live rooms of /v1/living/home [SH-4], or says there is no stream; the official picks (focus
// banners) and the focus-match panels arrive with the content work and are not shown until then — they had shown
// loading skeletons that made no request. The download banner and popup lead to /downLoad (SPEC.md §2, [SH-6]).
import { PRODUCT_NAME, PRODUCT_SLOGAN } from '../../app/product';
import { Container } from '../../components/container/container';
import { DownloadBanner } from '../../components/download-banner/download-banner';
import { DownloadPopup } from './download-popup';
import { HomeNoticeBar } from './home-notice-bar';
import styles from './home-page.module.css';
import { LiveHero } from './live-hero';
import { TodayFocusSection } from './today-focus-section';

export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">{PRODUCT_NAME} — {PRODUCT_SLOGAN}</h1>
      <DownloadPopup />
      <LiveHero />
      <Container>
        <HomeNoticeBar className={styles.notice} />
        <DownloadBanner className={styles.downloadBanner} />
      </Container>
      <Container className={styles.sections}>
        <TodayFocusSection />
      </Container>
    </>
  );
}
