// /football: the football match list page [LS-8] [LS-9].
import { MatchListSkeleton } from '../../components/skeleton/match-list-skeleton';
import { FOOTBALL_LIST_TABS } from '../sport-list/list-tabs';
import { SportListPage } from '../sport-list/sport-list-page';

export function FootballPage() {
  return (
    <SportListPage
      sport="football"
      title="足球直播"
      description="五大联赛、欧冠、中超等全球足球赛事即时比分与直播"
      tabs={FOOTBALL_LIST_TABS}
      skeleton={<MatchListSkeleton rows={10} label="足球比赛加载中" />}
    />
  );
}
