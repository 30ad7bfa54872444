// The side panel's app entry: the download QR codes open beside it on hover, or on a click or Enter (touch
// screens and keyboards have no hover); Escape or leaving the entry closes them.
import { useId, useState } from 'react';
import { AppDownloadCodes } from '../qr-code/app-download-codes';
import { Icon } from '../icon/icon';
import styles from './side-panel.module.css';

export function AppQrButton() {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  return (
    <li
      className={styles.withPopover}
      data-open={open}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <button type="button" className={styles.button} aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen(!open)}>
        <Icon name="phone" size={20} />
        <span className={styles.label}>APP</span>
        <span className="visually-hidden">下载 App</span>
      </button>
      <div className={styles.popover} id={popoverId}>
        <p className={styles.popoverTitle}>扫码下载 App</p>
        <AppDownloadCodes size={112} />
      </div>
    </li>
  );
}
