// The page's data: teamDetailHistory (both teams' recent results; 40007 比赛不存在), then the pair's head-to-head
// for the sport it names. A failed head-to-head still shows both teams' results (its table says so); a failed
// history is the error state. `attempt` changes ask again (重新加载).
import { useEffect, useState } from 'react';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { historyRow } from './history-rows';
import type { TeamHistoryLoad } from './team-history-types';

const NOT_FOUND = 40007;
/** The recent results per team the page lists. */
export const HISTORY_SIZE = 20;
const HEAD_TO_HEAD_SIZE = 20;

export function useTeamHistory(matchId: number | null, attempt: number): TeamHistoryLoad {
  const accounts = useAccounts();
  const [load, setLoad] = useState<TeamHistoryLoad>({ status: matchId === null ? 'missing' : 'loading' });
  useEffect(() => {
    if (matchId === null) return;
    let live = true;
    setLoad({ status: 'loading' });
    const silent = { silent: true } as const;
    void (async () => {
      const history = await callJson(accounts.api, '/v1/match/teamDetailHistory', { matchId, size: HISTORY_SIZE }, silent);
      if (!live) return;
      if (!history.ok) return setLoad({ status: history.code === NOT_FOUND ? 'missing' : 'failed' });
      const h = history.data;
      const sport = h.sportType === 2 ? 'basketball' : 'football';
      const meetings = await callJson(accounts.api, `/v1/headToHead/${sport}`, { homeTeamId: h.homeTeam.id, awayTeamId: h.awayTeam.id, size: HEAD_TO_HEAD_SIZE }, silent);
      if (!live) return;
      setLoad({
        status: 'ready',
        view: {
          sport,
          homeTeam: { id: h.homeTeam.id, name: h.homeTeam.name, logo: h.homeTeam.logo },
          awayTeam: { id: h.awayTeam.id, name: h.awayTeam.name, logo: h.awayTeam.logo },
          headToHead: meetings.ok ? meetings.data.matches.map((m) => historyRow(m, h.homeTeam.id)) : null,
          home: h.home.map((m) => historyRow(m, h.homeTeam.id)),
          away: h.away.map((m) => historyRow(m, h.awayTeam.id)),
        },
      });
    })();
    return () => { live = false; };
  }, [accounts, matchId, attempt]);
  return load;
}
