// The match centre's live data (issue #13): the worker's view of one match while the component is mounted — status
// 'loading' until the worker answers (and while it has no lists yet), 'unknown' when the lists have no such match
// or there is no engine (client null: no workers) — the page then falls back to the HTTP detail call — and 'live'
// with the header row and detail lists otherwise. Re-renders on each of the match's patches, not on others'.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MatchDetailView, Sport } from '../../engine/core';
import { loadingDetailView } from '../../engine/core';
import type { EngineClient } from './engine-client';
import type { MatchDetailStore } from './match-detail-store';

export function useMatchDetail(client: EngineClient | null, sport: Sport, matchId: number): MatchDetailView {
  const [store, setStore] = useState<MatchDetailStore | null>(null);
  useEffect(() => {
    if (client === null) return;
    const watch = client.watchMatch(sport, matchId);
    setStore(watch.store);
    return () => watch.close();
  }, [client, sport, matchId]);
  const view = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.current ?? (() => LOADING));
  if (client === null) return { ...loadingDetailView(sport, matchId), status: 'unknown' };
  // A store of an earlier match (the id changed, the effect not yet run) is not shown for this one.
  return view.sport === sport && view.matchId === matchId ? view : loadingDetailView(sport, matchId);
}

const LOADING = loadingDetailView('football', 0);
const noSubscribe = () => () => {};
