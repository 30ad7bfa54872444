// SPEC.md §7 "Basketball" (/v1/basketball/): the match lists (match-lists.ts), the hover card's detail [LS-14] and
// the match centre's calls (match-centre.ts holds their shapes and the split of the odds calls). No login needed
// for any; an unknown matchId is 40007 比赛不存在.
import { Type } from 'typebox';
import { jsonCall } from './call';
import {
  allOddsBody, BasketballAnalysis, basketballAnalyseBody, BasketballTrend, centreBody, CentreStats, currentOddsBody,
  HeadToHead, headToHeadBody, MatchInfo, matchOddsBody, OddsChanges, oddsChangeBody, OddsHistory, OddsLines, PlayerStatRow,
} from './match-centre';
import { detailBody, Stat, TextLiveEntry } from './match-detail';
import { basketballDataExtras, dataPages } from './data-pages';
import { matchLists, sportPath } from './match-lists';

const B = 'basketball' as const;

export const BASKETBALL = {
  ...matchLists(B),
  /** 资料库: competitions, teams, players and search (data-pages.ts). */
  ...dataPages(B),
  ...basketballDataExtras(),
  /** {stats, tlive, players}: the feed state's team stats, text live and player box score (code 150). */
  statAndTlive: jsonCall({
    path: sportPath(B, 'matchStatAndTlive'), auth: 'optional', body: detailBody(),
    data: Type.Object({ stats: Type.Array(Stat), tlive: Type.Array(TextLiveEntry), players: Type.Array(PlayerStatRow) }),
  }),
  /** The page's header (the quarter table is its scores). */
  matchInfo: jsonCall({ path: sportPath(B, 'matchInfo'), auth: 'optional', body: centreBody(), data: MatchInfo }),
  /** Team statistics; matchStat answers the same (both names are in SPEC.md §7). */
  matchStat: jsonCall({ path: sportPath(B, 'matchStat'), auth: 'optional', body: centreBody(), data: CentreStats }),
  matchTeamStatistic: jsonCall({ path: sportPath(B, 'matchTeamStatistic'), auth: 'optional', body: centreBody(), data: CentreStats }),
  /** The running score through the match and each period's score. */
  matchTrendData: jsonCall({ path: sportPath(B, 'matchTrendData'), auth: 'optional', body: centreBody(), data: BasketballTrend }),
  matchOdds: jsonCall({ path: sportPath(B, 'matchOdds'), auth: 'optional', body: matchOddsBody(), data: OddsLines }),
  currentMatchOdds: jsonCall({ path: sportPath(B, 'currentMatchOdds'), auth: 'optional', body: currentOddsBody(), data: OddsLines }),
  matchAllOdds: jsonCall({ path: sportPath(B, 'matchAllOdds'), auth: 'optional', body: allOddsBody(), data: OddsHistory }),
  realtimeMatchOddsChange: jsonCall({ path: sportPath(B, 'realtimeMatchOddsChange'), auth: 'optional', body: oddsChangeBody(), data: OddsChanges }),
  /** Head-to-head, recent form, matches to come, score-difference ranges and half/full-time combos [FM-5]. */
  matchAnalyse: jsonCall({ path: sportPath(B, 'matchAnalyse'), auth: 'optional', body: basketballAnalyseBody(), data: BasketballAnalysis }),
  headToHead: jsonCall({ path: '/v1/headToHead/basketball', auth: 'optional', body: headToHeadBody(), data: HeadToHead }),
} as const;
