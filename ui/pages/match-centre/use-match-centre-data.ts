// The match centre's data over HTTP (contract/ calls through ui/api): the feed's detail of the match, fetched on
// open and again when the live row's score or status moves (an event the engine pushes — no polling). 40007 is
// 比赛不存在; any other failure the error state with 重新加载.
import { useCallback, useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { DETAIL_PATH, detailOf } from '../../components/hover-card/match-detail-types';
import type { MatchCentreLoad } from './match-centre-types';

const NOT_FOUND = 40007;

export function useMatchCentreData(sport: Sport, matchId: number, liveKey: string): { readonly load: MatchCentreLoad; readonly retry: () => void } {
  const accounts = useAccounts();
  const [load, setLoad] = useState<MatchCentreLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void callJson(accounts.api, DETAIL_PATH[sport], { matchId }, { silent: true }).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setLoad({ status: 'ready', data: { ...detailOf(outcome.data), updatedAt: accounts.clock.now(), quiet: false } });
      else setLoad((before) => (before.status === 'ready' ? before : { status: outcome.code === NOT_FOUND ? 'missing' : 'failed' }));
    });
    return () => { live = false; };
  }, [accounts, sport, matchId, liveKey, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, retry };
}
