// Both app QR codes side by side.
import styles from './app-download-codes.module.css';
import { APP_PLATFORMS, appDownloadUrl } from './app-download';
import { QrCodeImage } from './qr-code-image';

export function AppDownloadCodes({ size }: { readonly size?: number }) {
  return (
    <div className={styles.codes}>
      {APP_PLATFORMS.map((platform) => (
        <QrCodeImage key={platform.id} value={appDownloadUrl(platform.id)} caption={platform.caption} size={size} />
      ))}
    </div>
  );
}
