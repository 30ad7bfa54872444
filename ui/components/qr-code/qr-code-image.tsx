// A real, scannable QR code image with a caption.
import { useMemo } from 'react';
import styles from './qr-code-image.module.css';
import { qrDataUrl } from './qr-svg';

export function QrCodeImage({ value, caption, size = 96 }: { readonly value: string; readonly caption: string; readonly size?: number }) {
  const src = useMemo(() => qrDataUrl(value), [value]);
  return (
    <figure className={styles.figure}>
      <img className={styles.image} src={src} width={size} height={size} alt={`${caption}二维码`} />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
