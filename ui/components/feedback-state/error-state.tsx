// A failed load: what went wrong, and a way to try again.
import { Icon } from '../icon/icon';
import styles from './feedback-state.module.css';

export interface ErrorStateProps {
  readonly title?: string;
  readonly message?: string;
  readonly retryLabel?: string;
  readonly onRetry?: () => void;
}

export function ErrorState({ title = '加载失败', message = '网络开小差了，请稍后重试', retryLabel = '重新加载', onRetry }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert" data-testid="error-state">
      <span className={`${styles.emblem} ${styles.error}`}>
        <Icon name="alert" size={36} />
      </span>
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onRetry}>
            <Icon name="refresh" size={16} />
            {retryLabel}
          </button>
        </div>
      )}
    </div>
  );
}
