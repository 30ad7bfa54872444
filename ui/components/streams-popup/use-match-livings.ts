// One match's streams for the popup [LS-13]: /v1/match/getMatchLiving through the page's HTTP client, asked anew
// on every opening (streams start and stop all the time). Silent on failure: the popup says 暂无直播.
import { useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { SPORT_TYPE } from '../../../engine/core';
import type { JsonPath } from '../../api';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import type { Livings } from './living-entry';
import { livingsOf } from './living-entry';

export const MATCH_LIVING_PATH = '/v1/match/getMatchLiving' satisfies JsonPath;

export type LivingsView = { readonly status: 'loading' } | { readonly status: 'ready'; readonly livings: Livings };

export function useMatchLivings(sport: Sport, matchId: number): LivingsView {
  const { api } = useAccounts();
  const [view, setView] = useState<LivingsView>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void callJson(api, MATCH_LIVING_PATH, { matchId, sportType: SPORT_TYPE[sport] }, { silent: true }).then((outcome) => {
      if (live) setView({ status: 'ready', livings: outcome.ok ? livingsOf(outcome.data) : { livings: [], previews: [] } });
    });
    return () => { live = false; };
  }, [api, sport, matchId]);
  return view;
}
