// /forecastDetail?schemeId= (预测详情): one scheme — its anchor with tags and figures (and the way to their record),
// every pick with the odds at writing and at the close, the reasoning, each pick's match live through the engine
// (SchemeLiveMatch), and the result once graded. The owner edits the reasoning or deletes it before kick-off only;
// after, the server refuses (41602) and the page says it is locked. States: loading, 预测不存在, failed.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { Container } from '../../components/container/container';
import { SectionCard } from '../../components/section-card/section-card';
import { useSession } from '../../session/use-session';
import { LoadState } from '../match-data/load-state';
import { AnchorFigures, AnchorTags } from './anchor-figures';
import type { Card, Scheme } from './forecast-text';
import { anchorRecordUrl, dayText, oddsText, statusText } from './forecast-text';
import { PickLine, StatusBadge } from './scheme-card';
import { SchemeLiveMatch } from './scheme-live-match';
import { useForecastCall } from './use-forecast-call';
import styles from './forecast.module.css';

const schemeIdOf = (raw: string | null): number | undefined => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export function ForecastDetailPage() {
  const schemeId = schemeIdOf(useSearchParams()[0].get('schemeId'));
  const [changed, setChanged] = useState(0);
  const detail = useForecastCall('/v1/prediction/detail', schemeId === undefined ? null : { schemeId }, changed);
  return (
    <Container className={styles.page}>
      <LoadState load={detail.load} label="预测详情加载中" missing="预测不存在" onRetry={detail.retry}>
        {(card) => <SchemeDetail card={card} onChange={() => setChanged((n) => n + 1)} />}
      </LoadState>
    </Container>
  );
}

function SchemeDetail({ card, onChange }: { readonly card: Card; readonly onChange: () => void }) {
  const { scheme: s, figures } = card;
  const session = useSession(useAccounts().session);
  const own = session.user?.id === s.anchor.customerId;
  const result = statusText(s);
  return (
    <div className={styles.detail} data-testid="forecast-detail" data-status={s.status}>
      <section className={styles.card}>
        <header className={styles.cardHead}>
          <Link to={anchorRecordUrl(s.anchor.customerId)} className={styles.anchor} data-testid="detail-anchor">
            <UserAvatar nickname={s.anchor.nickname} avatar={s.anchor.avatar} size="md" />
            <span className={styles.anchorName}>{s.anchor.nickname}</span>
          </Link>
          <AnchorTags figures={figures} />
          <StatusBadge scheme={s} />
        </header>
        <AnchorFigures figures={figures} />
        <Link className={styles.link} to={anchorRecordUrl(s.anchor.customerId)}>查看完整战绩</Link>
      </section>
      <SectionCard title="预测方案">
        <div className={styles.sectionBody}>
          <ul className={styles.picks}>{s.items.map((i) => <PickLine key={`${i.sportType}-${i.matchId}`} item={i} showResult={s.status === 'graded'} />)}</ul>
          {s.items.length > 1 && <p className={styles.muted}>{s.items.length}串1 · 组合赔率 {oddsText(s.combinedOdds)}</p>}
          <p className={styles.muted}>发布于 {dayText(s.writtenAt)} · 开赛即锁定，不可修改或删除</p>
          {s.status === 'graded' && (
            <p className={`${styles.result} ${styles[result.tone]}`} data-testid="scheme-result">
              开奖结果：{result.tone === 'hit' ? '命中' : result.tone === 'push' ? '走水' : '未中'}
            </p>
          )}
        </div>
      </SectionCard>
      <SectionCard title="预测理由">
        <div className={styles.sectionBody}>
          {own && s.status === 'open' ? <OwnerControls scheme={s} onChange={onChange} /> : <p className={styles.reasoning} data-testid="scheme-reasoning">{s.reasoning}</p>}
          {own && s.status !== 'open' && <p className={styles.muted} data-testid="scheme-locked">方案已锁定：开赛后不可修改或删除</p>}
        </div>
      </SectionCard>
      <SectionCard title="比赛实况">
        <div className={styles.liveMatches}>{s.items.map((i) => <SchemeLiveMatch key={`${i.sportType}-${i.matchId}`} item={i} />)}</div>
      </SectionCard>
    </div>
  );
}

function OwnerControls({ scheme, onChange }: { readonly scheme: Scheme; readonly onChange: () => void }) {
  const { api, toast } = useAccounts();
  const navigate = useNavigate();
  const [text, setText] = useState(scheme.reasoning);
  const save = async () => {
    const r = await callJson(api, '/v1/prediction/updatePredictionScheme', { schemeId: scheme.schemeId, reasoning: text.trim() || text });
    if (r.ok) toast.success('修改成功');
    onChange();
  };
  const remove = async () => {
    const r = await callJson(api, '/v1/prediction/deletePredictionScheme', { schemeId: scheme.schemeId });
    if (!r.ok) { onChange(); return; }
    toast.success('已删除，删除次数会计入战绩');
    navigate(anchorRecordUrl(scheme.anchor.customerId));
  };
  return (
    <div className={styles.owner} data-testid="owner-controls">
      <textarea className={styles.textarea} value={text} maxLength={500} rows={3} aria-label="预测理由" onChange={(e) => setText(e.target.value)} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void remove()}>删除方案</button>
        <button type="button" className={styles.primary} onClick={() => void save()}>保存理由</button>
      </div>
    </div>
  );
}
