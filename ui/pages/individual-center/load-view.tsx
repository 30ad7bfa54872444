// A section's load state on screen: skeleton lines while loading, the error with 重新加载, the empty text, or the
// content. Every centre section shows its data through this, so none is left on a skeleton or blank.
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { ErrorState } from '../../components/feedback-state/error-state';
import { LoadingRegion } from '../../components/skeleton/loading-region';
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import type { Load } from './use-centre-call';
import styles from './individual-center.module.css';

export function LoadView<T>({ load, retry, empty, isEmpty, children }: {
  readonly load: Load<T>;
  readonly retry: () => void;
  /** The empty text (SPEC.md's where it gives one). */
  readonly empty: string;
  readonly isEmpty: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
}) {
  if (load.kind === 'loading') {
    return (
      <LoadingRegion className={styles.skeleton}>
        <SkeletonBlock className={styles.skeletonLine} />
        <SkeletonBlock className={styles.skeletonLine} />
        <SkeletonBlock className={styles.skeletonLine} />
      </LoadingRegion>
    );
  }
  if (load.kind === 'failed') return <ErrorState message={load.msg} onRetry={retry} />;
  if (isEmpty(load.data)) return <EmptyState text={empty} />;
  return <>{children(load.data)}</>;
}
