// The fallback for a match the engine's state lacks (the live view says 'unknown'): the header from matchInfo and
// the tabs from the detail, lineup and odds calls, once. 40007 is 比赛不存在; a failed matchInfo with the detail
// call answering still shows the tabs (without the header); both failing is the error state with 重新加载.
import { useEffect, useState } from 'react';
import type { DetailLogos, MatchRow, Sport } from '../../../engine/core';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { DETAIL_PATH } from '../../components/hover-card/match-detail-types';
import { lineupOf, oddsFromLines, playersOf } from './centre-data';
import type { MatchCentreLoad, PlayerLine } from './match-centre-types';
import { rowFromInfo } from './row-from-info';

const NOT_FOUND = 40007;

export interface HttpCentre {
  readonly load: MatchCentreLoad;
  readonly row?: MatchRow;
  readonly kickOffMs?: number;
  readonly logos?: DetailLogos;
}

const PATHS = {
  football: { info: '/v1/football/matchInfo', odds: '/v1/football/currentMatchOdds' },
  basketball: { info: '/v1/basketball/matchInfo', odds: '/v1/basketball/currentMatchOdds' },
} as const;

/** `refresh`: a new value asks again (重新加载, or the today row's score moving). */
export function useHttpCentre(sport: Sport, matchId: number, enabled: boolean, refresh: string): HttpCentre {
  const accounts = useAccounts();
  const [state, setState] = useState<HttpCentre>({ load: { status: 'loading' } });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((was) => (was.load.status === 'ready' ? was : { load: { status: 'loading' } }));
    const api = accounts.api;
    const silent = { silent: true } as const;
    void Promise.all([
      callJson(api, PATHS[sport].info, { matchId }, silent),
      callJson(api, DETAIL_PATH[sport], { matchId }, silent),
      sport === 'football' ? callJson(api, '/v1/football/matchLineup', { matchId }, silent) : Promise.resolve(null),
      callJson(api, PATHS[sport].odds, { matchId }, silent),
      sport === 'basketball' ? callJson(api, '/v1/basketball/matchTrendData', { matchId }, silent) : Promise.resolve(null),
    ]).then(([info, detail, lineup, odds, trend]) => {
      if (!live) return;
      // A refresh that fails keeps what the page shows; only a first answer decides 比赛不存在 or the error.
      if (!info.ok && !detail.ok) {
        const failed: HttpCentre = { load: { status: info.code === NOT_FOUND || detail.code === NOT_FOUND ? 'missing' : 'failed' } };
        setState((was) => (was.load.status === 'ready' ? was : failed));
        return;
      }
      if (!info.ok && info.code === NOT_FOUND) {
        setState({ load: { status: 'missing' } });
        return;
      }
      const d = detail.ok ? detail.data : undefined;
      const players: PlayerLine[] = d && 'players' in d ? playersOf(d.players) : [];
      setState({
        row: info.ok ? rowFromInfo(info.data) : undefined,
        kickOffMs: info.ok ? info.data.matchTime * 1000 : undefined,
        logos: info.ok ? { competition: info.data.competition.logo, home: info.data.homeTeam.logo, away: info.data.awayTeam.logo } : undefined,
        load: {
          status: 'ready',
          data: {
            incidents: d && 'incidents' in d ? d.incidents : [], stats: d?.stats ?? [], tlive: d?.tlive ?? [], players,
            lineup: lineup?.ok ? lineupOf(lineup.data.lineup) : null, odds: odds.ok ? oddsFromLines(sport, odds.data.lines) : [],
            updatedAt: info.ok ? info.data.serverTime : accounts.clock.now(), quiet: false,
            ...(trend?.ok && { scoreTrend: trend.data.scores, ncaa: trend.data.ncaa }),
          },
        },
      });
    });
    return () => { live = false; };
  }, [accounts, sport, matchId, enabled, refresh]);
  return state;
}
