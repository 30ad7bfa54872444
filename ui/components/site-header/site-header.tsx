// [SH-2] The site header: logo, tabs, live status and the search, broadcast and login entries. On home it is
// fixed over the hero, transparent at the top and white from 95 px of scroll; elsewhere it is white and sticky.
// When the actions do not fit (a live anchor's 开播中 and a long nickname at 1440 px and below), the nickname gives
// way first (ellipsis), then the live pill's counts; the search box keeps its whole label.
import { useLocation } from 'react-router-dom';
import { cssVars } from '../../design/css-vars';
import { useHeaderProgress } from '../../hooks/use-header-progress';
import { LiveStatusPill } from '../live-status-pill/live-status-pill';
import { AccountEntry } from './account-entry';
import { MainNav } from './main-nav';
import { SearchEntryButton } from './search-entry-button';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';
import { StartBroadcastButton } from './start-broadcast-button';

export function SiteHeader() {
  const onHome = useLocation().pathname === '/';
  const progress = useHeaderProgress(onHome);
  return (
    <header
      className={`${styles.header} ${onHome ? styles.fixed : styles.sticky}`}
      style={cssVars({ '--header-progress': progress })}
      data-scrolled={progress === 1}
    >
      <div className={styles.bar}>
        <SiteLogo />
        <MainNav />
        <div className={styles.actions}>
          <div className={styles.live}><LiveStatusPill /></div>
          <SearchEntryButton />
          <StartBroadcastButton />
          <div className={styles.account}><AccountEntry /></div>
        </div>
      </div>
    </header>
  );
}
