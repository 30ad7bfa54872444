// Today's rows of a sport from the page's engine (the live lists' own view, not a second copy of the live state):
// the schedule's today matches and the live table read their score and status from here. Subscribed only while
// `enabled` (the competition has matches today); null without workers (unit tests) or before the engine answers.
import { useEffect, useMemo, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { MatchRow, Sport } from '../../../engine/core';
import type { ViewStore } from '../../engine-client';
import { liveEngine } from '../../live/live-engine';

export function useTodayView(sport: Sport, enabled: boolean): ViewStore | null {
  const client = useMemo(() => liveEngine(), []);
  const [store, setStore] = useState<ViewStore | null>(null);
  useEffect(() => {
    if (!enabled || client === null) return;
    let live = true;
    let close: (() => void) | undefined;
    void client.subscribe({ sport, list: 'today', tab: 'all' }).then((answer) => {
      if (!('store' in answer)) return;
      if (!live) return answer.close();
      close = () => answer.close();
      setStore(answer.store);
    });
    return () => {
      live = false;
      close?.();
      setStore(null);
    };
  }, [client, sport, enabled]);
  return store;
}

/** Stands in while there is no view (a hook cannot be skipped). */
const NO_VIEW = proxy({ rows: {} as Record<number, MatchRow> });

/** The rows of `ids` the view has (a match the feed has dropped is left out); re-renders when one of them moves. */
export function useTodayRows(store: ViewStore | null, ids: readonly number[]): ReadonlyMap<number, MatchRow> {
  const rows = useSnapshot(store?.state ?? NO_VIEW).rows as Readonly<Record<number, MatchRow>>;
  const out = new Map<number, MatchRow>();
  for (const id of ids) {
    const row = rows[id];
    if (row) out.set(id, row);
  }
  return out;
}
