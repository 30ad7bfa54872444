// Where toasts show: top centre, portalled to <body> beside the dialogs and above them (--z-toast), so a
// validation message of the login dialog stays readable — and, unlike the page behind a dialog, never inert.
import { createPortal } from 'react-dom';
import type { ToastStore } from './toast-store';
import { toastStore } from './toast-store';
import { ToastMessage } from './toast-message';
import styles from './toast.module.css';
import { useToasts } from './use-toasts';

export function ToastViewport({ store = toastStore }: { readonly store?: ToastStore }) {
  const toasts = useToasts(store);
  return createPortal(
    <div className={styles.viewport} aria-label="通知" role="region">
      {toasts.map((toast) => <ToastMessage key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />)}
    </div>,
    document.body,
  );
}
