// /forecast (专家预测): anchors' schemes, newest first, filtered by sport, market and whose (all, the hot anchors —
// ranked by their recent hit rate — or the anchors the user follows); ?anchorId= shows that anchor's audited record
// above their schemes. Every filter is in the URL, so a reload or a shared link opens the same list. A logged-in
// anchor writes a scheme here (SchemeForm). States: loading, empty (暂无数据 / 近期无预测), failed with 重新加载.
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAccounts } from '../../accounts/use-accounts';
import { requestShell } from '../../app/shell-requests';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { Container } from '../../components/container/container';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { SchemeForm } from '../../components/forecast-form/scheme-form';
import { SectionCard } from '../../components/section-card/section-card';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { useSession } from '../../session/use-session';
import { LoadState } from '../match-data/load-state';
import { AnchorRecord } from './anchor-record';
import { AnchorTags } from './anchor-figures';
import type { ListQuery, Scope, SportFilter, MarketFilter } from './forecast-query';
import { listBody, queryOf, withQuery } from './forecast-query';
import { anchorRecordUrl, FORECAST_TITLE, NO_FORECASTS_TEXT, rateWithBase } from './forecast-text';
import { SchemeCard } from './scheme-card';
import { useForecastCall } from './use-forecast-call';
import styles from './forecast.module.css';

const SPORTS = [{ id: 'all', label: '全部' }, { id: '1', label: '足球' }, { id: '2', label: '篮球' }] as const;
const MARKETS = [{ id: 'all', label: '全部玩法' }, { id: '1', label: '欧赔' }, { id: '2', label: '亚盘' }, { id: '3', label: '大小' }] as const;
const SCOPES = [{ id: 'all', label: '全部方案' }, { id: 'hot', label: '热门主播' }, { id: 'followed', label: '我的关注' }] as const;

export function ForecastPage() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const session = useSession(useAccounts().session);
  const [pages, setPages] = useState(1);
  const [written, setWritten] = useState(0);
  const [writing, setWriting] = useState(false);
  const set = (next: Partial<ListQuery>) => {
    setPages(1);
    setParams(withQuery(query, next), { replace: false });
  };
  const needsLogin = query.scope === 'followed' && !session.isLoggedIn;
  const body = useMemo(() => (needsLogin ? null : listBody(query, pages)), [needsLogin, query, pages]);
  const list = useForecastCall('/v1/prediction/list', body, written);
  const hot = useForecastCall('/v1/prediction/hotAnchors', query.sport === 'all' ? {} : { sportType: Number(query.sport) as 1 | 2 }, written);
  const record = useForecastCall('/v1/prediction/record', query.anchorId === undefined ? null : { anchorId: query.anchorId }, written);
  const isAnchor = session.user?.isAnchor === 1;

  return (
    <Container className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{FORECAST_TITLE}</h1>
        <p className={styles.muted}>主播方案开赛即锁定、赛后按赛果自动开奖；命中率只由已开奖方案计算，并注明场次与区间。</p>
        {isAnchor && !writing && <button type="button" className={styles.primary} onClick={() => setWriting(true)}>发布预测</button>}
      </header>
      {writing && (
        <SectionCard title="发布预测">
          <div className={styles.formBody}>
            <TabBar label="预测运动" items={SPORTS.slice(1)} selected={query.sport === '2' ? '2' : '1'} onSelect={(id) => set({ sport: id })} variant="pill" />
            <SchemeForm sportType={query.sport === '2' ? 2 : 1} onWritten={() => { setWriting(false); setWritten((n) => n + 1); }} onCancel={() => setWriting(false)} />
          </div>
        </SectionCard>
      )}
      {query.anchorId !== undefined && (
        <LoadState load={record.load} label="战绩加载中" missing="主播不存在" onRetry={record.retry}>
          {(r) => <AnchorRecord record={r} />}
        </LoadState>
      )}
      <div className={styles.layout}>
        <div className={styles.column}>
          <div className={styles.filters} data-testid="forecast-filters">
            <TabBar<SportFilter> label="运动" items={SPORTS} selected={query.sport} onSelect={(id) => set({ sport: id })} variant="segmented" />
            <TabBar<MarketFilter> label="玩法" items={MARKETS} selected={query.market} onSelect={(id) => set({ market: id })} variant="segmented" />
            <TabBar<Scope> label="范围" items={SCOPES} selected={query.scope} onSelect={(id) => set({ scope: id })} variant="pill" />
            {query.anchorId !== undefined && <button type="button" className={styles.link} onClick={() => set({ anchorId: undefined })}>查看全部主播</button>}
          </div>
          {needsLogin ? (
            <EmptyState text="登录后查看关注主播的预测">
              <button type="button" className={styles.primary} onClick={() => requestShell({ type: 'login' })}>登录</button>
            </EmptyState>
          ) : (
            <LoadState load={list.load} label="预测方案加载中" missing={NO_FORECASTS_TEXT} onRetry={list.retry}>
              {(data) => data.items.length === 0 ? <EmptyState text={query.anchorId !== undefined ? NO_FORECASTS_TEXT : undefined} /> : (
                <div className={styles.cards} data-testid="scheme-list" data-total={data.total}>
                  {data.items.map((card) => <SchemeCard key={card.scheme.schemeId} card={card} />)}
                  {data.items.length < data.total && (
                    <button type="button" className={styles.more} onClick={() => setPages((n) => n + 1)}>加载更多</button>
                  )}
                </div>
              )}
            </LoadState>
          )}
        </div>
        <aside className={styles.side}>
          <SectionCard title="热门主播">
            <LoadState load={hot.load} label="热门主播加载中" missing="暂无数据" onRetry={hot.retry}>
              {(data) => data.anchors.length === 0 ? <EmptyState /> : (
                <ol className={styles.hotList} data-testid="hot-anchors">
                  {data.anchors.map((a, n) => (
                    <li key={a.anchor.customerId} className={styles.hotRow}>
                      <span className={styles.rank}>{n + 1}</span>
                      <Link to={anchorRecordUrl(a.anchor.customerId)} className={styles.anchor}>
                        <UserAvatar nickname={a.anchor.nickname} avatar={a.anchor.avatar} size="sm" />
                        <span className={styles.anchorName} data-testid="hot-anchor-name">{a.anchor.nickname}</span>
                      </Link>
                      <AnchorTags figures={a.figures} />
                      <span className={styles.hotRate}>{rateWithBase(a.figures.anchorPredictionData.singleLatestHitRate)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </LoadState>
          </SectionCard>
        </aside>
      </div>
    </Container>
  );
}
