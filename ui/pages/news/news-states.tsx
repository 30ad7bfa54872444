// The news pages' states around a load: a skeleton while loading, the page's "does not exist" text, the error with
// 重新加载, or the content (the 资料库's pattern, ui/pages/match-data/load-state.tsx).
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { ErrorState } from '../../components/feedback-state/error-state';
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import type { Load } from './news-calls';
import styles from './news.module.css';

export function NewsSkeleton({ label, lines = 5 }: { readonly label: string; readonly lines?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label} data-testid="news-loading">
      {Array.from({ length: lines }, (_, n) => <SkeletonBlock key={n} className={styles.skeletonLine} />)}
    </div>
  );
}

export function NewsLoadState<T>({ load, label, missing, empty, isEmpty, onRetry, lines, children }: {
  readonly load: Load<T>;
  readonly label: string;
  /** What a 40007 says (文章不存在); an empty answer says `empty`. */
  readonly missing: string;
  readonly empty?: string;
  readonly isEmpty?: (data: T) => boolean;
  readonly onRetry: () => void;
  readonly lines?: number;
  readonly children: (data: T) => ReactNode;
}) {
  switch (load.status) {
    case 'loading': return <NewsSkeleton label={label} lines={lines} />;
    case 'missing': return <EmptyState text={missing} />;
    case 'failed': return <ErrorState onRetry={onRetry} />;
    case 'ready': return isEmpty?.(load.data) ? <EmptyState text={empty} /> : <>{children(load.data)}</>;
  }
}
