// The early header (early-header.ts) while `wanted` (the live view still 'loading'): null until matchInfo answers.
import { useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { useAccounts } from '../../accounts/use-accounts';
import type { EarlyHeader } from './early-header';
import { askEarlyHeader, earlyHeaderOf } from './early-header';

export function useEarlyHeader(sport: Sport, matchId: number, wanted: boolean): EarlyHeader | null {
  const accounts = useAccounts();
  const [header, setHeader] = useState<EarlyHeader | null>(() => earlyHeaderOf(sport, matchId) ?? null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void askEarlyHeader(accounts.api, sport, matchId).then((answer) => { if (live) setHeader(answer); });
    return () => { live = false; };
  }, [accounts, sport, matchId, wanted]);
  return wanted ? header : null;
}
