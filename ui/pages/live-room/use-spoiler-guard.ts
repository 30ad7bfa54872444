// The room's match, live through the worker's match watch and held back by the spoiler guard (spoiler-guard.ts):
// the view the panel shows, and the room's goal pop-ups let out with it into the shell's pop-up stack. The watch's
// store and the room's pop-ups are fed to the guard as they come (not through React renders), so a goal's view
// always enters the line before its pop-up.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MatchDetailView, Sport, Trigger } from '../../../engine/core';
import { loadingDetailView } from '../../../engine/core';
import type { EngineClient, RoomStore } from '../../engine-client';
import { useScheduler } from '../../time/scheduler-context';
import { SpoilerGuard } from './spoiler-guard';

export interface GuardedMatch {
  readonly view: MatchDetailView;
  readonly delayMs: number;
}

const noSubscribe = () => () => {};

export function useGuardedMatch(
  client: EngineClient | null, roomStore: RoomStore | null, match: { readonly sport: Sport; readonly matchId: number } | null, latencyMs: number,
): GuardedMatch {
  const [guard, setGuard] = useState<SpoilerGuard<MatchDetailView> | null>(null);
  const scheduler = useScheduler();
  const sport = match?.sport;
  const matchId = match?.matchId;
  useEffect(() => {
    if (client === null || sport === undefined || matchId === undefined) return;
    const created = new SpoilerGuard<MatchDetailView>(scheduler, loadingDetailView(sport, matchId), (triggers: readonly Trigger[], view) => {
      // Told with the row the panel shows as it pops up: the score as the goal left it (ui/live/notice-feed.ts).
      if (view.row) client.triggers.push(triggers.filter((t) => t.matchId === matchId && t.sport === sport), -1, view.row);
    });
    const watch = client.watchMatch(sport, matchId);
    created.view(watch.store.current());
    const offView = watch.store.subscribe(() => created.view(watch.store.current()));
    const offTriggers = roomStore?.onTriggers((t) => created.triggers(t));
    setGuard(created);
    return () => {
      offView();
      offTriggers?.();
      watch.close();
      created.dispose();
      setGuard(null);
    };
  }, [client, roomStore, sport, matchId, scheduler]);
  useEffect(() => guard?.setDelay(latencyMs), [guard, latencyMs]);
  const view = useSyncExternalStore(guard?.subscribe ?? noSubscribe, guard?.current ?? (() => LOADING));
  const delayMs = useSyncExternalStore(guard?.subscribe ?? noSubscribe, () => guard?.delayMs ?? 0);
  const fallback = sport !== undefined && matchId !== undefined ? loadingDetailView(sport, matchId) : LOADING;
  return { view: guard && view.matchId === matchId && view.sport === sport ? view : fallback, delayMs };
}

const LOADING = loadingDetailView('football', 0);
