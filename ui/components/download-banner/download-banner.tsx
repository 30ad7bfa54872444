// SPEC.md §2: "Home and liveRoom show a download banner leading to /downLoad". A slim strip in the page's flow
// (it covers nothing), with a link to the download page and 关闭, remembered for the browser session: closed on
// one page, it stays closed on the other too.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DOWNLOAD_PATH, PRODUCT_NAME } from '../../app/product';
import { Icon } from '../icon/icon';
import styles from './download-banner.module.css';
import { readSessionFlag, setSessionFlag } from './session-flag';

export const BANNER_CLOSED_KEY = 'downloadBannerClosed';

export function DownloadBanner({ className = '' }: { readonly className?: string }) {
  const [closed, setClosed] = useState(() => readSessionFlag(BANNER_CLOSED_KEY));
  if (closed) return null;
  const close = () => {
    setSessionFlag(BANNER_CLOSED_KEY);
    setClosed(true);
  };
  return (
    <aside className={`${styles.banner} ${className}`} aria-label="下载 App" data-testid="download-banner">
      <span className={styles.icon} aria-hidden="true"><Icon name="phone" size={18} /></span>
      <p className={styles.text}>
        <strong>下载{PRODUCT_NAME} App</strong>
        <span className={styles.sub}>比分秒级推送，直播随时随地看</span>
      </p>
      <Link className={styles.cta} to={DOWNLOAD_PATH}>立即下载</Link>
      <button type="button" className={styles.close} onClick={close} aria-label="关闭下载横幅">
        <Icon name="close" size={14} />
      </button>
    </aside>
  );
}
