// What a live match's detail view may lack when the page opens mid-match: the worker's view may carry the detail
// frames only from its watch on, so the page asks the server once for the lists so far (the detail call's
// incidents, stats, text live and box score, matchTrendData, currentMatchOdds, matchLineup); centre-data.ts
// withSeed joins them with the live lists.
import { useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import type { CallAt, DataOf } from '../../api';
import { callJson } from '../../api';
import { DETAIL_PATH } from '../../components/hover-card/match-detail-types';
import { useAccounts } from '../../accounts/use-accounts';
import { lineupOf, oddsFromLines, playersOf } from './centre-data';
import type { LiveSeed } from './centre-data';

const ODDS_PATH = { football: '/v1/football/currentMatchOdds', basketball: '/v1/basketball/currentMatchOdds' } as const;
const detailOf = (d: DataOf<CallAt<'/v1/football/matchTliveAndIncidentsData'>> | DataOf<CallAt<'/v1/basketball/matchStatAndTlive'>>): LiveSeed => ({
  incidents: 'incidents' in d ? d.incidents : [], stats: d.stats, tlive: d.tlive, ...('players' in d && { players: playersOf(d.players) }),
});

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
      callJson(accounts.api, DETAIL_PATH[sport], { matchId }, silent),
      sport === 'football' ? callJson(accounts.api, '/v1/football/matchTrendData', { matchId }, silent) : Promise.resolve(null),
      sport === 'basketball' ? callJson(accounts.api, '/v1/basketball/matchTrendData', { matchId }, silent) : Promise.resolve(null),
    ]).then(([odds, lineup, detail, trend, basketballTrend]) => {
      if (!live) return;
      setSeed({
        ...(detail.ok && detailOf(detail.data)),
        ...(trend?.ok && { momentum: trend.data.points.map((p) => p.value) }),
        ...(basketballTrend?.ok && { scoreTrend: basketballTrend.data.scores }),
        ...(odds.ok && { odds: oddsFromLines(sport, odds.data.lines) }),
        ...(lineup?.ok && { lineup: lineupOf(lineup.data.lineup) }),
      });
    });
    return () => { live = false; };
  }, [accounts, sport, matchId, asked]);
  return seed;
}
