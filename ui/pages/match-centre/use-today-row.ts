// The match's row in today's list, for a match the live detail view does not follow (its status 'unknown'): the
// header while the server's matchInfo is not answering, and a live key — the row's score, status and VAR flag,
// pushed by the engine — to ask the HTTP detail again when the match moves. Subscribed only while `enabled`, so an
// open live match centre does not also carry the day's whole list.
import { useEffect, useState } from 'react';
import type { MatchRow, Sport } from '../../../engine/core';
import type { EngineClient, EngineView } from '../../engine-client';
import { useViewRow, ViewStore } from '../../engine-client';

const IDLE: Readonly<Record<Sport, ViewStore>> = { football: new ViewStore('football'), basketball: new ViewStore('basketball') };

export function useTodayRow(client: EngineClient | null, sport: Sport, matchId: number, enabled: boolean): MatchRow | undefined {
  const [view, setView] = useState<EngineView | null>(null);
  useEffect(() => {
    if (!enabled || client === null) return;
    let live = true;
    let current: EngineView | undefined;
    void client.subscribe({ sport, list: 'today', tab: 'all' }).then((answer) => {
      if (!('store' in answer)) return;
      current = answer;
      if (live) setView(answer);
      else answer.close();
    });
    return () => {
      live = false;
      current?.close();
      setView(null);
    };
  }, [client, sport, enabled]);
  return useViewRow(view?.store ?? IDLE[sport], matchId);
}

export const liveKeyOf = (row: MatchRow | undefined): string => (row ? `${row.score}|${row.statusText}|${row.varActive ? 1 : 0}` : '');
