// /informationCentre (SPEC.md §2 "Dynamics and information"): the day's news — channels (推荐, 足球, 篮球 and the
// competitions with articles today), the channel's hero, its articles newest first with 加载更多, and beside them
// the hot list, today's matches with their 前瞻 / 战报 and today's scorers. The channel is in the URL (?channel=), so
// a reload shows the same; an unknown channel says 频道不存在. The product name is the title (SPEC.md §2 names none).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Container } from '../../components/container/container';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { ErrorState } from '../../components/feedback-state/error-state';
import { TabBar } from '../../components/tab-bar/tab-bar';
import type { DataOf, CallAt } from '../../api';
import { NewsCard } from './news-card';
import type { NewsChannelView } from './news-calls';
import { useCall } from './news-calls';
import { NewsHero } from './news-hero';
import { HotList, TodayMatches, TopPlayers } from './news-side';
import { NewsSkeleton } from './news-states';
import styles from './news.module.css';

const PAGE_SIZE = 10;

/** ?channel= as a channel id; 0 (推荐) when absent or not a number. */
export function channelOf(param: string | null): number {
  return param && /^\d{1,10}$/.test(param) ? Number(param) : 0;
}

const sportOfChannel = (channels: readonly NewsChannelView[], id: number): 1 | 2 | undefined => {
  const sport = channels.find((c) => c.channelId === id)?.sportType;
  return sport === 1 || sport === 2 ? sport : undefined;
};

function Channels({ channels, selected, onSelect }: { readonly channels: readonly NewsChannelView[]; readonly selected: number; readonly onSelect: (id: number) => void }) {
  const items = channels.map((c) => ({ id: String(c.channelId), label: c.name }));
  // A channel the list does not name (a competition whose articles are all older) is still shown while selected.
  const shown = items.some((i) => i.id === String(selected)) ? items : [...items, { id: String(selected), label: '其他频道' }];
  return (
    <nav className={styles.channels} aria-label="资讯频道" data-testid="news-channels">
      <TabBar label="资讯频道" items={shown} selected={String(selected)} onSelect={(id) => onSelect(Number(id))} />
    </nav>
  );
}

type Page = DataOf<CallAt<'/news/hots/channel/list'>>;

/** The channel's articles, a page at a time: 加载更多 asks for the next page, and the pages shown stay meanwhile. The
 *  parent keys it by channel, so another channel starts from its first page. */
function ChannelArticles({ channelId }: { readonly channelId: number }) {
  const [want, setWant] = useState(1);
  const [pages, setPages] = useState<readonly Page[]>([]);
  const { load, retry } = useCall('/news/hots/channel/list', { channelId, pageNum: want, pageSize: PAGE_SIZE });
  // An answer is the page asked when it came (the load changes only when an answer does, not when `want` does).
  const asked = useRef(want);
  asked.current = want;
  useEffect(() => {
    if (load.status === 'ready') setPages((was) => [...was.slice(0, asked.current - 1), load.data]);
  }, [load]);
  const list = pages.flatMap((p) => p.list);
  const total = pages.at(-1)?.total ?? 0;
  const body = (() => {
    if (pages.length === 0) {
      if (load.status === 'missing') return <EmptyState text="频道不存在" />;
      if (load.status === 'failed') return <ErrorState onRetry={retry} />;
      return <NewsSkeleton label="资讯加载中" lines={8} />;
    }
    if (list.length === 0) return <EmptyState text="暂无资讯" />;
    return (
      <>
        <ul className={styles.list}>{list.map((item) => <NewsCard key={item.viewId} item={item} />)}</ul>
        {load.status === 'failed' && <ErrorState onRetry={retry} />}
        {list.length < total && load.status !== 'failed' && (
          <div className={styles.more}>
            <button type="button" className={styles.button} onClick={() => setWant(pages.length + 1)} disabled={load.status === 'loading'}>
              {load.status === 'loading' ? '加载中…' : '加载更多'}
            </button>
          </div>
        )}
      </>
    );
  })();
  return (
    <section className={styles.card} aria-labelledby="news-latest-title" data-testid="news-latest">
      <header className={styles.cardHead}><h2 className={styles.cardTitle} id="news-latest-title">最新资讯</h2></header>
      {body}
    </section>
  );
}

export function InformationCentrePage() {
  const [params, setParams] = useSearchParams();
  const channelId = channelOf(params.get('channel'));
  const channels = useCall('/news/hots/channels', {});
  const select = (id: number) => setParams(id === 0 ? {} : { channel: String(id) });
  const sportType = channels.load.status === 'ready' ? sportOfChannel(channels.load.data, channelId) : undefined;
  return (
    <Container className={styles.page}>
      <div className={styles.pageHead} data-testid="information-centre">
        <h1 className={styles.pageTitle}>资讯中心</h1>
        <p className={styles.pageLine}>每场比赛的赛前前瞻与赛后战报，比分与进球来自实时比赛数据</p>
      </div>
      {channels.load.status === 'ready' && <Channels channels={channels.load.data} selected={channelId} onSelect={select} />}
      {channels.load.status === 'loading' && <NewsSkeleton label="频道加载中" lines={1} />}
      {channels.load.status === 'failed' && <ErrorState onRetry={channels.retry} />}
      <div className={styles.layout}>
        <div className={styles.column}>
          <NewsHero channelId={channelId} />
          <ChannelArticles key={channelId} channelId={channelId} />
        </div>
        <aside className={styles.column} aria-label="资讯侧栏">
          <HotList sportType={sportType} />
          <TodayMatches sportType={sportType} />
          <TopPlayers sportType={sportType} />
        </aside>
      </div>
    </Container>
  );
}
