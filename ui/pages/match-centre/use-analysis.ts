// 分析's data, asked when the tab first opens: matchAnalyse (head-to-head, each team's recent form and upcoming
// matches; basketball's score-difference ranges and half/full-time combos [FM-5]) and the competition's table.
// History changes not during a match, so it is asked once per page.
import { useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { shanghaiDate } from '../../../engine/core';
import type { CallAt, DataOf } from '../../api';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import type { AnalysisView, PastMatch } from './match-centre-types';

type Past = DataOf<CallAt<'/v1/football/matchAnalyse'>>['home']['recent'][number];
type Upcoming = DataOf<CallAt<'/v1/football/matchAnalyse'>>['home']['upcoming'][number];
type Basketball = DataOf<CallAt<'/v1/basketball/matchAnalyse'>>;

const beijingDate = (unixSeconds: number): string => shanghaiDate(unixSeconds * 1000); // the product's day [LS-2]

const past = (m: Past): PastMatch => ({
  matchId: m.matchId, date: beijingDate(m.matchTime), competition: m.competitionName, homeName: m.homeTeamName, awayName: m.awayTeamName, score: `${m.homeScore}-${m.awayScore}`,
});
const upcoming = (m: Upcoming): PastMatch => ({
  matchId: m.matchId, date: beijingDate(m.matchTime), competition: m.competitionName, homeName: m.homeTeamName, awayName: m.awayTeamName, score: 'vs',
});

const RANGE_LABELS = ['0-5', '6-10', '11-15', '16-20', '21-25', '26+'] as const;
const COMBO_LABELS: readonly (readonly [keyof Basketball['home']['halfFull'], string])[] = [
  ['10-10', '胜-胜'], ['10-20', '胜-负'], ['30-10', '平-胜'], ['30-20', '平-负'], ['20-10', '负-胜'], ['20-20', '负-负'],
];

function rangesOf(a: Basketball): AnalysisView['ranges'] {
  return [
    ...RANGE_LABELS.map((k) => ({ label: `分差 ${k}`, home: a.home.differenceRanges[k], away: a.away.differenceRanges[k] })),
    ...COMBO_LABELS.map(([k, label]) => ({ label: `半全场 ${label}`, home: a.home.halfFull[k], away: a.away.halfFull[k] })),
  ];
}

type Football = DataOf<CallAt<'/v1/football/matchAnalyse'>>;
const isBasketball = (a: Football | Basketball): a is Basketball => 'differenceRanges' in a.home;

export type AnalysisLoad = { readonly status: 'loading' | 'failed' } | { readonly status: 'ready'; readonly analysis: AnalysisView };

export function useAnalysis(sport: Sport, matchId: number, wanted: boolean): AnalysisLoad {
  const accounts = useAccounts();
  const [load, setLoad] = useState<AnalysisLoad>({ status: 'loading' });
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    const silent = { silent: true } as const;
    const analyse = sport === 'football'
      ? callJson(accounts.api, '/v1/football/matchAnalyse', { matchId }, silent)
      : callJson(accounts.api, '/v1/basketball/matchAnalyse', { matchId }, silent);
    void Promise.all([analyse, sport === 'football' ? callJson(accounts.api, '/v1/football/table', { matchId }, silent) : Promise.resolve(null)]).then(([a, table]) => {
      if (!live) return;
      if (!a.ok) return setLoad({ status: 'failed' });
      const data = a.data;
      setLoad({
        status: 'ready',
        analysis: {
          headToHead: data.headToHead.matches.map(past), homeRecent: data.home.recent.map(past), awayRecent: data.away.recent.map(past),
          homeUpcoming: data.home.upcoming.map(upcoming), awayUpcoming: data.away.upcoming.map(upcoming),
          standings: table?.ok ? table.data.rows.map((r) => ({ rank: r.position, teamId: r.teamId, teamName: r.teamName, played: r.played, won: r.won, drawn: r.draw, lost: r.loss, points: r.points })) : [],
          ...(isBasketball(data) && { ranges: rangesOf(data) }),
        },
      });
    });
    return () => { live = false; };
  }, [accounts, sport, matchId, asked]);
  return load;
}
