// The basketball box score for a live match whose detail view has no player lines yet: the worker's view carries
// the player-stat frames (150) from its watch on, so a page opened mid-match asks matchStatAndTlive once for the
// lines so far. Once the live view has lines of its own, they win.
import { useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { playersOf } from './centre-data';
import type { PlayerLine } from './match-centre-types';

export function useBoxScoreSeed(sport: Sport, matchId: number, wanted: boolean): readonly PlayerLine[] {
  const accounts = useAccounts();
  const [lines, setLines] = useState<readonly PlayerLine[]>([]);
  const ask = sport === 'basketball' && wanted;
  useEffect(() => {
    if (!ask) return;
    let live = true;
    void callJson(accounts.api, '/v1/basketball/matchStatAndTlive', { matchId }, { silent: true }).then((outcome) => {
      if (!live || !outcome.ok) return;
      setLines(playersOf(outcome.data.players));
    });
    return () => { live = false; };
  }, [accounts, matchId, ask]);
  return lines;
}
