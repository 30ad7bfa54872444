// A red unread mark: the count (99+ past 99), nothing at 0.
import styles from './private-messages.module.css';

export function UnreadCount({ count, label }: { readonly count: number; readonly label?: string }) {
  if (count <= 0) return null;
  return <span className={styles.unread} data-testid="pm-unread" aria-label={label ?? `${count}条未读私信`}>{count > 99 ? '99+' : count}</span>;
}
