// SPEC.md §7 "Football" (/v1/football/): the match lists (match-lists.ts), the hover card's detail [LS-14] and the
// match centre's calls (match-centre.ts holds their shapes and the split of the odds calls). No login needed for
// any; an unknown matchId is 40007 比赛不存在.
import { Type } from 'typebox';
import { jsonCall } from './call';
import {
  allOddsBody, analyseBody, CentreLineup, centreBody, CentreTable, currentOddsBody, FootballAnalysis, FootballStats,
  FootballTrend, HeadToHead, headToHeadBody, MatchInfo, matchOddsBody, OddsChanges, oddsChangeBody, OddsHistory, OddsLines,
} from './match-centre';
import { detailBody, Incident, Stat, TextLiveEntry } from './match-detail';
import { dataPages, footballDataExtras } from './data-pages';
import { matchLists, sportPath } from './match-lists';

const F = 'football' as const;

export const FOOTBALL = {
  ...matchLists(F),
  /** 资料库: competitions, teams, players and search (data-pages.ts). */
  ...dataPages(F),
  /** comp/bestTeam/simple, team/datas and team/hot, football's own paths of SPEC.md §7 (data-pages.ts). */
  ...footballDataExtras(),
  /** {incidents, stats, tlive}: the feed state's detail of the match, in feed order. */
  tliveAndIncidents: jsonCall({
    path: sportPath(F, 'matchTliveAndIncidentsData'), auth: 'optional', body: detailBody(),
    data: Type.Object({ incidents: Type.Array(Incident), stats: Type.Array(Stat), tlive: Type.Array(TextLiveEntry) }),
  }),
  /** The page's header. */
  matchInfo: jsonCall({ path: sportPath(F, 'matchInfo'), auth: 'optional', body: centreBody(), data: MatchInfo }),
  /** Attack momentum per played minute. */
  matchTrendData: jsonCall({ path: sportPath(F, 'matchTrendData'), auth: 'optional', body: centreBody(), data: FootballTrend }),
  /** Stats and incidents. */
  matchStat: jsonCall({ path: sportPath(F, 'matchStat'), auth: 'optional', body: centreBody(), data: FootballStats }),
  matchLineup: jsonCall({ path: sportPath(F, 'matchLineup'), auth: 'optional', body: centreBody(), data: CentreLineup }),
  /** One company's line per market (default 澳门). */
  matchOdds: jsonCall({ path: sportPath(F, 'matchOdds'), auth: 'optional', body: matchOddsBody(), data: OddsLines }),
  /** Every company's opening and current line per market (optionally one market). */
  currentMatchOdds: jsonCall({ path: sportPath(F, 'currentMatchOdds'), auth: 'optional', body: currentOddsBody(), data: OddsLines }),
  /** One company's market with its whole history. */
  matchAllOdds: jsonCall({ path: sportPath(F, 'matchAllOdds'), auth: 'optional', body: allOddsBody(), data: OddsHistory }),
  /** Quotes since a time (the catch-up after a reconnect; live changes are pushed). */
  realtimeMatchOddsChange: jsonCall({ path: sportPath(F, 'realtimeMatchOddsChange'), auth: 'optional', body: oddsChangeBody(), data: OddsChanges }),
  /** The competition's standings, both teams in it. */
  table: jsonCall({ path: sportPath(F, 'table'), auth: 'optional', body: centreBody(), data: CentreTable }),
  /** Head-to-head, each team's recent form and matches to come. */
  matchAnalyse: jsonCall({ path: sportPath(F, 'matchAnalyse'), auth: 'optional', body: analyseBody(), data: FootballAnalysis }),
  /** A pair's past meetings: the same list whichever order the teams come in. */
  headToHead: jsonCall({ path: '/v1/headToHead/football', auth: 'optional', body: headToHeadBody(), data: HeadToHead }),
} as const;
