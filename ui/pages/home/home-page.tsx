// / : the live hero (player and live rooms) under the transparent header [SH-2], the scrolling notice, today's
// focus matches (the engine's focus view [LS-4]) and beside them the 官方推荐 carousel and the 焦点比赛 panels (one
// /banner/search for both [SH-6]). Nothing on the page waits for ever: the hero shows the live rooms of
// /v1/living/home [SH-4], or says there is no stream; the banner sections show their banners, say there are none,
// or offer 重新加载. The download banner and popup lead to /downLoad (SPEC.md §2, [SH-6]); a banner's click opens the
// popup.
import { PRODUCT_NAME, PRODUCT_SLOGAN } from '../../app/product';
import { Container } from '../../components/container/container';
import { DownloadBanner } from '../../components/download-banner/download-banner';
import { DownloadPopup } from './download-popup';
import { FocusMatchesSection } from './focus-matches-section';
import { HomeNoticeBar } from './home-notice-bar';
import styles from './home-page.module.css';
import { LiveHero } from './live-hero';
import { OfficialPicksSection } from './official-picks-section';
import { TodayFocusSection } from './today-focus-section';
import { useHomeBanners } from './use-home-banners';

export function HomePage() {
  const banners = useHomeBanners();
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
        <div className={styles.sideColumn}>
          <OfficialPicksSection banners={banners} />
          <FocusMatchesSection banners={banners} />
        </div>
      </Container>
    </>
  );
}
