// [SH-6] Home's download popup (SPEC.md §2): slides in 200 ms after home opens (SPEC.md §9) with the site's
// addresses, the app QR codes and the new version's info; once per browser session (closed or not, it is not
// shown again on the next visit to home), closed by its × or Esc. Not modal: it takes no focus and traps
// nothing, but sits early in the page's order so the keyboard reaches it right after the header. Its layer is the
// side panel's, under the header and far under dialogs (the login dialog covers it and makes it inert). A banner's
// click opens it at any time (download-prompt.ts).
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DOWNLOAD_PATH, PRODUCT_NAME } from '../../app/product';
import { readSessionFlag, setSessionFlag } from '../../components/download-banner/session-flag';
import { Icon } from '../../components/icon/icon';
import { QrCodeImage } from '../../components/qr-code/qr-code-image';
import { useScheduler } from '../../time/scheduler-context';
import { versionLabel } from '../download/download-info';
import { useDownloadInfo } from '../download/use-download-info';
import { onDownloadPrompt } from './download-prompt';
import styles from './download-popup.module.css';

/** SPEC.md §9 "Download popup delay 200 ms" [SH-6]. */
export const DOWNLOAD_POPUP_DELAY_MS = 200;
export const POPUP_SHOWN_KEY = 'downloadPopupShown';
/** The version's changes the popup lists; the download page has them all. */
const CHANGES_SHOWN = 2;

export function DownloadPopup() {
  const [open, setOpen] = useState(false);
  const scheduler = useScheduler();
  useEffect(() => {
    if (readSessionFlag(POPUP_SHOWN_KEY)) return undefined;
    const timer = scheduler.setTimeout(() => {
      setSessionFlag(POPUP_SHOWN_KEY);
      setOpen(true);
    }, DOWNLOAD_POPUP_DELAY_MS);
    return () => scheduler.clearTimeout(timer);
  }, [scheduler]);
  // A banner's click opens it again (SPEC.md §2): listened to before the first paint, so no click is lost.
  useLayoutEffect(() => onDownloadPrompt(() => setOpen(true)), []);
  return open ? <DownloadPopupCard onClose={() => setOpen(false)} /> : null;
}

function DownloadPopupCard({ onClose }: { readonly onClose: () => void }) {
  const { codes, domains, version } = useDownloadInfo();
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <section className={styles.popup} role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid="download-popup">
      <header className={styles.head}>
        <h2 className={styles.title} id={titleId}>下载{PRODUCT_NAME} App</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="关闭下载弹窗">
          <Icon name="close" size={14} />
        </button>
      </header>
      {version && (
        <div className={styles.version}>
          <p className={styles.versionLine}>
            <span className={styles.newTag}>新版本</span>
            {versionLabel(version)}
            {version.updateTime && <span className={styles.muted}>{version.updateTime}</span>}
          </p>
          <ul className={styles.changes}>
            {version.changes.slice(0, CHANGES_SHOWN).map((line) => <li key={line}>{line}</li>)}
          </ul>
        </div>
      )}
      <div className={styles.codes}>
        {codes.map((code) => <QrCodeImage key={code.url} value={code.url} caption={code.label} size={96} />)}
      </div>
      {domains.length > 0 && (
        <div className={styles.domains}>
          <p className={styles.label}>网站地址</p>
          <ul className={styles.domainList}>
            {domains.map((d) => <li key={d}>{d}</li>)}
          </ul>
        </div>
      )}
      <Link className={styles.more} to={DOWNLOAD_PATH} onClick={onClose}>查看下载页</Link>
    </section>
  );
}
