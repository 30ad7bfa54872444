// The floating side panel (SPEC.md §2 "Floating side panel"): app QR codes, customer service, back to top [SH-6].
// Shown on every page, not only home: long match lists need the way back up most.
import { AppQrButton } from './app-qr-button';
import { BackToTopButton } from './back-to-top-button';
import { CustomerServiceButton } from './customer-service-button';
import { MessagesButton } from '../private-messages/messages-button';
import styles from './side-panel.module.css';

export function SidePanel() {
  return (
    <aside className={styles.panel} aria-label="快捷工具">
      <ul className={styles.list}>
        <AppQrButton />
        <MessagesButton />
        <CustomerServiceButton />
        <BackToTopButton />
      </ul>
    </aside>
  );
}
