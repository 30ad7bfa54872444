// 我的预测 (the personal centre's type 8, anchors): the anchor's own schemes (findMyPredictionScheme) with their
// record summary, writing a new one (SchemeForm) and deleting one before kick-off — after, the server refuses and
// the row says it is locked. Self-contained: the personal centre mounts it as it is. States: loading, empty
// (近期无预测), failed with 重新加载; a viewer gets the server's 40008 as the failed state's message.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { SchemeForm } from '../../components/forecast-form/scheme-form';
import { SectionCard } from '../../components/section-card/section-card';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { LoadState } from '../match-data/load-state';
import { AnchorFigures } from './anchor-figures';
import type { Scheme } from './forecast-text';
import { anchorRecordUrl, forecastDetailUrl, kickOffText, lineText, marketLabel, NO_FORECASTS_TEXT, oddsText, pickLabel, rateText } from './forecast-text';
import { StatusBadge } from './scheme-card';
import { useForecastCall } from './use-forecast-call';
import styles from './forecast.module.css';

const SPORTS = [{ id: '1', label: '足球' }, { id: '2', label: '篮球' }] as const;

export function MyPredictions() {
  const [changed, setChanged] = useState(0);
  const [sport, setSport] = useState<'1' | '2'>('1');
  const [writing, setWriting] = useState(false);
  const mine = useForecastCall('/v1/prediction/findMyPredictionScheme', { pageNum: 1, pageSize: 100 }, changed);
  const refresh = () => setChanged((n) => n + 1);
  return (
    <div className={styles.mine} data-testid="my-predictions">
      <SectionCard title="我的预测" tools={!writing && <button type="button" className={styles.primary} onClick={() => setWriting(true)}>发布预测</button>}>
        <div className={styles.sectionBody}>
          {writing && (
            <div className={styles.formBody}>
              <TabBar label="预测运动" items={SPORTS} selected={sport} onSelect={setSport} variant="pill" />
              <SchemeForm sportType={sport === '2' ? 2 : 1} onWritten={() => { setWriting(false); refresh(); }} onCancel={() => setWriting(false)} />
            </div>
          )}
          <LoadState load={mine.load} label="我的预测加载中" missing={NO_FORECASTS_TEXT} onRetry={mine.retry}>
            {(data) => (
              <>
                <p className={styles.muted} data-testid="my-summary">
                  已开奖 {data.summary.baseCount} 场 · 命中 {data.summary.hitCount}
                  {data.summary.baseCount > 0 && ` · 命中率 ${rateText(data.summary.rate)}`} · 待开奖 {data.summary.pendingCount} · 开赛前删除 {data.summary.deletedCount}
                </p>
                <AnchorFigures figures={data.figures} compact />
                {data.items.length === 0 ? <EmptyState text={NO_FORECASTS_TEXT} /> : (
                  <ul className={styles.mineList}>
                    {data.items.map((s) => <MineRow key={s.schemeId} scheme={s} onChange={refresh} />)}
                  </ul>
                )}
                {data.items[0] && <Link className={styles.link} to={anchorRecordUrl(data.items[0].anchor.customerId)}>查看完整战绩</Link>}
              </>
            )}
          </LoadState>
        </div>
      </SectionCard>
    </div>
  );
}

function MineRow({ scheme: s, onChange }: { readonly scheme: Scheme; readonly onChange: () => void }) {
  const { api, toast } = useAccounts();
  const first = s.items[0];
  const remove = async () => {
    const r = await callJson(api, '/v1/prediction/deletePredictionScheme', { schemeId: s.schemeId });
    if (r.ok) toast.success('已删除，删除次数会计入战绩');
    onChange();
  };
  return (
    <li className={styles.mineRow} data-testid="my-scheme" data-scheme-id={s.schemeId}>
      <Link to={forecastDetailUrl(s.schemeId)} className={styles.mineMatch}>
        {first.homeTeamName} VS {first.awayTeamName}{s.items.length > 1 && ` 等${s.items.length}场`}
      </Link>
      <span className={styles.muted}>{kickOffText(first.matchTime)}</span>
      <span>{marketLabel(first.sportType, first.market)} {pickLabel(first.market, first.pick, first.homeTeamName, first.awayTeamName)} {lineText(first.market, first.line)} @{oddsText(s.combinedOdds)}</span>
      <StatusBadge scheme={s} />
      {s.status === 'open' && <button type="button" className={styles.link} onClick={() => void remove()}>删除</button>}
    </li>
  );
}
