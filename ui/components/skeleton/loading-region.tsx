// Wraps a skeleton: marks the region busy and gives screen readers one "加载中" instead of empty shapes.
import type { ReactNode } from 'react';

export function LoadingRegion({ label = '加载中', className, children }: { readonly label?: string; readonly className?: string; readonly children: ReactNode }) {
  return (
    <div className={className} aria-busy="true" data-testid="loading-skeleton">
      <span className="visually-hidden" role="status">{label}…</span>
      {children}
    </div>
  );
}
