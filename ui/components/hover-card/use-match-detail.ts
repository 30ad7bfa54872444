// The hover card's data for one match [LS-14], through the page's HTTP client (ui/api) and one short-lived cache
// per client. Silent: a failed hover shows the card's empty state, never a toast.
import { useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import type { HttpClient } from '../../api';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import type { MatchDetailCache } from './match-detail-cache';
import { createMatchDetailCache } from './match-detail-cache';
import type { MatchDetailData } from './match-detail-types';
import { DETAIL_PATH, detailOf } from './match-detail-types';

const caches = new WeakMap<HttpClient, MatchDetailCache>();

export function detailCacheFor(api: HttpClient, clock: { now(): number }): MatchDetailCache {
  let cache = caches.get(api);
  if (!cache) {
    cache = createMatchDetailCache(async (sport, matchId) => {
      const outcome = await callJson(api, DETAIL_PATH[sport], { matchId }, { silent: true });
      return outcome.ok ? { ok: true, data: detailOf(outcome.data) } : { ok: false };
    }, clock);
    caches.set(api, cache);
  }
  return cache;
}

export type DetailView = { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: MatchDetailData } | { readonly status: 'failed' };

export function useMatchDetail(sport: Sport, matchId: number): DetailView {
  const accounts = useAccounts();
  const cache = detailCacheFor(accounts.api, accounts.clock);
  const kept = cache.peek(sport, matchId);
  const [view, setView] = useState<DetailView>(kept ? { status: 'ready', data: kept } : { status: 'loading' });
  useEffect(() => {
    let live = true;
    void cache.get(sport, matchId).then((outcome) => {
      if (live) setView(outcome.ok ? { status: 'ready', data: outcome.data } : { status: 'failed' });
    });
    return () => { live = false; };
  }, [cache, sport, matchId]);
  return view;
}
