// The dialog's main action: full width, busy while its request runs (aria-busy; clicks are ignored by the form).
import type { ReactNode } from 'react';
import styles from './login-dialog.module.css';

export function SubmitButton({ pending, pendingLabel, children }: { readonly pending: boolean; readonly pendingLabel: string; readonly children: ReactNode }) {
  return (
    <button type="submit" className={styles.primary} aria-busy={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
