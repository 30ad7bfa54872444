// A real, scannable QR code image with a caption. The image is made in idle time (qr-cache.ts); until then a blank
// card of the same size holds its place, so nothing moves when it arrives.
import { useEffect, useState } from 'react';
import { useScheduler } from '../../time/scheduler-context';
import styles from './qr-code-image.module.css';
import { cachedQr, idleSchedule, whenQrReady } from './qr-cache';

function useQrSrc(value: string): string | undefined {
  const [made, setMade] = useState(() => ({ value, src: cachedQr(value) }));
  const scheduler = useScheduler();
  useEffect(() => whenQrReady(value, (src) => setMade({ value, src }), idleSchedule(scheduler)), [value, scheduler]);
  return made.value === value ? made.src : cachedQr(value);
}

export function QrCodeImage({ value, caption, size = 96 }: { readonly value: string; readonly caption: string; readonly size?: number }) {
  const src = useQrSrc(value);
  return (
    <figure className={styles.figure}>
      {src
        ? <img className={styles.image} src={src} width={size} height={size} alt={`${caption}二维码`} />
        : <span className={`${styles.image} ${styles.pending}`} style={{ width: size, height: size }} aria-hidden="true" data-testid="qr-pending" />}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
