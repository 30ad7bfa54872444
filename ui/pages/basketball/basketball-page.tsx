// /basketball: the basketball score cards page [LS-9] [LS-12].
import { ScoreCardSkeleton } from '../../components/skeleton/score-card-skeleton';
import { BASKETBALL_LIST_TABS } from '../sport-list/list-tabs';
import { SportListPage } from '../sport-list/sport-list-page';

export function BasketballPage() {
  return (
    <SportListPage
      sport="basketball"
      title="篮球直播"
      description="NBA、CBA、欧洲篮球等赛事逐节比分与直播"
      tabs={BASKETBALL_LIST_TABS}
      skeleton={<ScoreCardSkeleton cards={6} />}
    />
  );
}
