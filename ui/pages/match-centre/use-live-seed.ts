// What a live match's detail view may lack when the page opens mid-match: the worker's view carries the odds,
// lineup and player-stat frames from its watch on, so the page asks the server once for those lists so far
// (currentMatchOdds, matchLineup, the box score of matchStatAndTlive). The live view's own lists win as soon as
// they have items (centre-data.ts withSeed).
import { useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { lineupOf, oddsFromLines, playersOf } from './centre-data';
import type { LiveSeed } from './centre-data';

const ODDS_PATH = { football: '/v1/football/currentMatchOdds', basketball: '/v1/basketball/currentMatchOdds' } as const;

export function useLiveSeed(sport: Sport, matchId: number, wanted: boolean): LiveSeed {
  const accounts = useAccounts();
  const [seed, setSeed] = useState<LiveSeed>({});
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true); // once per page: the live view takes over from there
  useEffect(() => {
    if (!asked) return;
    let live = true;
    const silent = { silent: true } as const;
    void Promise.all([
      callJson(accounts.api, ODDS_PATH[sport], { matchId }, silent),
      sport === 'football' ? callJson(accounts.api, '/v1/football/matchLineup', { matchId }, silent) : Promise.resolve(null),
      sport === 'basketball' ? callJson(accounts.api, '/v1/basketball/matchStatAndTlive', { matchId }, silent) : Promise.resolve(null),
    ]).then(([odds, lineup, box]) => {
      if (!live) return;
      setSeed({
        ...(odds.ok && { odds: oddsFromLines(odds.data.lines) }),
        ...(lineup?.ok && { lineup: lineupOf(lineup.data.lineup) }),
        ...(box?.ok && { players: playersOf(box.data.players) }),
      });
    });
    return () => { live = false; };
  }, [accounts, sport, matchId, asked]);
  return seed;
}
