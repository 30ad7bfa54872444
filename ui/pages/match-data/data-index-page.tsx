// /footballMatchData, /basketballMatchData (SPEC.md §2): the database index of a sport — 热门赛事 (comp/category's
// tops), 赛事分类 (its categorys: by region and country), 近期赛事 (comp/recent), football's 热门球队 (team/hot), the
// search box and the follow menu. The region shown and a search are in the URL (?region=, ?keyword=), so a reload
// shows the same.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { Container } from '../../components/container/container';
import { PageHeader } from '../../components/page-header/page-header';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { CompetitionTile } from './competition-tile';
import type { DataAnswer } from './data-calls';
import { SearchBox, SearchResults } from './data-search';
import { FollowMenu } from './follow-menu';
import { HotTeams, RecentCompetitions } from './index-cards';
import { LoadState } from './load-state';
import styles from './match-data.module.css';
import { useDataLoad } from './use-data-load';

export const SPORT_DATA_NAME: Readonly<Record<Sport, string>> = { football: '足球资料库', basketball: '篮球资料库' };

type Category = DataAnswer<'compCategory'>;

function Categories({ sport, data, region, onRegion, children }: {
  readonly sport: Sport; readonly data: Category; readonly region: string; readonly onRegion: (name: string) => void;
  /** Shown between 热门赛事 and 赛事分类. */
  readonly children?: ReactNode;
}) {
  const shown = data.categorys.find((c) => c.name === region) ?? data.categorys[0];
  return (
    <>
      <section className={styles.card} aria-label="热门赛事" data-testid="hot-competitions">
        <header className={styles.cardHead}><h2 className={styles.cardTitle}>热门赛事</h2></header>
        <div className={styles.cardBody}>
          {data.tops.length === 0 ? <p className={styles.menuNote}>暂无数据</p> : (
            <ul className={styles.tiles}>{data.tops.map((c) => <CompetitionTile key={c.competitionId} sport={sport} competition={c} />)}</ul>
          )}
        </div>
      </section>
      {children}
      <section className={styles.card} aria-label="赛事分类" data-testid="competition-categories">
        <header className={styles.cardHead}><h2 className={styles.cardTitle}>赛事分类</h2></header>
        <div className={styles.cardBody}>
          {!shown ? <p className={styles.menuNote}>暂无数据</p> : (
            <>
              <TabBar label="地区" items={data.categorys.map((c) => ({ id: c.name, label: c.name }))} selected={shown.name} onSelect={onRegion} variant="pill" className={styles.regions} />
              <ul className={styles.tiles}>{shown.competitions.map((c) => <CompetitionTile key={c.competitionId} sport={sport} competition={c} />)}</ul>
            </>
          )}
        </div>
      </section>
    </>
  );
}

export function DataIndexPage({ sport }: { readonly sport: Sport }) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const region = params.get('region') ?? '';
  const { load, retry } = useDataLoad(sport, 'compCategory', {});
  const setParam = (name: string, value: string) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (value) next.set(name, value);
    else next.delete(name);
    return next;
  }, { replace: name === 'region' });

  return (
    <div data-testid="data-index" data-sport={sport}>
      <PageHeader
        title={SPORT_DATA_NAME[sport]} description="赛事 · 积分榜 · 赛程 · 球队 · 球员" tone={sport}
        aside={<SearchBox key={keyword} keyword={keyword} onSearch={(k) => setParam('keyword', k)} />}
      />
      <Container className={styles.page}>
        <div className={styles.indexLayout}>
          <div className={styles.column}>
            {keyword && <SearchResults sport={sport} keyword={keyword} />}
            <LoadState load={load} label="赛事加载中" missing="暂无数据" onRetry={retry}>
              {(data) => (
                <Categories sport={sport} data={data} region={region} onRegion={(r) => setParam('region', r)}>
                  <RecentCompetitions sport={sport} />
                  {sport === 'football' && <HotTeams />}
                </Categories>
              )}
            </LoadState>
          </div>
          <aside className={styles.column}><FollowMenu sport={sport} /></aside>
        </div>
      </Container>
    </div>
  );
}
