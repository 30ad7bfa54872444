// One open match centre's view on the page: the worker's detail patches applied in order (applyDetailPatch), and
// the listeners React hangs on it (use-match-detail.ts, through useSyncExternalStore). Framework-free.
import type { MatchDetailPatch, MatchDetailView, Sport } from '../../engine/core';
import { applyDetailPatch, loadingDetailView } from '../../engine/core';

export class MatchDetailStore {
  private view: MatchDetailView;
  private readonly listeners = new Set<() => void>();

  constructor(readonly sport: Sport, readonly matchId: number) {
    this.view = loadingDetailView(sport, matchId);
  }

  /** The view as it is now: the same object until a patch changes it (useSyncExternalStore's snapshot). */
  readonly current = (): MatchDetailView => this.view;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  apply(patch: MatchDetailPatch): void {
    this.view = applyDetailPatch(this.view, patch);
    this.listeners.forEach((l) => l());
  }
}
