// One toast. Errors and warnings are alerts (read out at once); success and info are status messages. The text
// is rendered as text — server messages [HT-3] are never HTML.
import type { IconName } from '../icon/icon-paths';
import { Icon } from '../icon/icon';
import type { Toast, ToastKind } from './toast-store';
import styles from './toast.module.css';

const ICON: Readonly<Record<ToastKind, IconName>> = { success: 'check', error: 'close', warning: 'exclaim', info: 'infoMark' };

export function ToastMessage({ toast, onDismiss }: { readonly toast: Toast; readonly onDismiss: () => void }) {
  const urgent = toast.kind === 'error' || toast.kind === 'warning';
  return (
    <div
      className={`${styles.toast} ${styles[toast.kind]}`}
      role={urgent ? 'alert' : 'status'}
      data-kind={toast.kind}
      data-testid="toast"
      onClick={onDismiss}
    >
      <span className={styles.icon}><Icon name={ICON[toast.kind]} size={14} /></span>
      <span className={styles.text}>{toast.text}</span>
    </div>
  );
}
