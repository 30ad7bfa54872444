// The data pages' states around a load: a skeleton while loading, the page's own "does not exist" text (赛事不存在,
// 球队不存在, 球员不存在), the error with 重新加载, or the content.
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { ErrorState } from '../../components/feedback-state/error-state';
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import styles from './match-data.module.css';
import type { DataLoad } from './use-data-load';

export function LoadingBlock({ label, lines = 6 }: { readonly label: string; readonly lines?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label} data-testid="data-loading">
      {Array.from({ length: lines }, (_, n) => <SkeletonBlock key={n} className={styles.skeletonLine} />)}
    </div>
  );
}

export function LoadState<T>({ load, label, missing, onRetry, children }: {
  readonly load: DataLoad<T>;
  /** The skeleton's accessible name, e.g. 积分榜加载中. */
  readonly label: string;
  readonly missing: string;
  readonly onRetry: () => void;
  readonly children: (data: T) => ReactNode;
}) {
  switch (load.status) {
    case 'loading': return <LoadingBlock label={label} />;
    case 'missing': return <EmptyState text={missing} />;
    case 'failed': return <ErrorState onRetry={onRetry} />;
    case 'ready': return <>{children(load.data)}</>;
  }
}
