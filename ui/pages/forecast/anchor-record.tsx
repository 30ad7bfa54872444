// An anchor's audited record: every count behind the figures — graded, hit, pushed, waiting, deleted before
// kick-off, picks that beat the closing price — with the graded schemes' window, the figures and tags, and the
// record's download (JSON: the record as the server keeps it; CSV: a row a pick) so anyone can recompute it.
import { useEffect, useRef, useState } from 'react';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { AnchorFigures, AnchorTags } from './anchor-figures';
import type { RecordData } from './forecast-text';
import { rateText, windowText } from './forecast-text';
import styles from './forecast.module.css';

function useDownload(anchorId: number) {
  const { api } = useAccounts();
  const [busy, setBusy] = useState<'json' | 'csv' | null>(null);
  // The last file's object URL, kept until the next download or the page goes: revoked at once, the browser may
  // not have read it yet.
  const last = useRef<string | null>(null);
  useEffect(() => () => { if (last.current) URL.revokeObjectURL(last.current); }, []);
  const download = async (format: 'json' | 'csv') => {
    setBusy(format);
    const r = await callJson(api, '/v1/prediction/recordExport', { anchorId, format });
    setBusy(null);
    if (!r.ok) return;
    if (last.current) URL.revokeObjectURL(last.current);
    const url = URL.createObjectURL(new Blob([r.data.content], { type: `${r.data.mimeType};charset=utf-8` }));
    last.current = url;
    const a = document.createElement('a');
    a.href = url;
    a.download = r.data.fileName;
    document.body.append(a);
    a.click();
    a.remove();
  };
  return { busy, download };
}

export function AnchorRecord({ record }: { readonly record: RecordData }) {
  const { anchor, summary: s, figures } = record;
  const { busy, download } = useDownload(anchor.customerId);
  const span = windowText(s.window);
  return (
    <section className={styles.record} aria-label={`${anchor.nickname}的预测战绩`} data-testid="anchor-record">
      <header className={styles.recordHead}>
        <UserAvatar nickname={anchor.nickname} avatar={anchor.avatar} size="md" />
        <div className={styles.recordTitle}>
          <h2>{anchor.nickname}的预测战绩</h2>
          <AnchorTags figures={figures} />
        </div>
        <div className={styles.downloads}>
          <button type="button" className={styles.secondary} disabled={busy !== null} onClick={() => void download('json')}>下载战绩 JSON</button>
          <button type="button" className={styles.secondary} disabled={busy !== null} onClick={() => void download('csv')}>下载战绩 CSV</button>
        </div>
      </header>
      <dl className={styles.summary} data-testid="record-summary">
        <div><dt>已开奖</dt><dd data-testid="graded-count">{s.baseCount}</dd></div>
        <div><dt>命中</dt><dd data-testid="hit-count">{s.hitCount}</dd></div>
        <div><dt>命中率</dt><dd>{s.baseCount > 0 ? rateText(s.rate) : '—'}</dd></div>
        <div><dt>连红（全部方案）</dt><dd>{s.lastContinuousHitCount}</dd></div>
        <div><dt>走水</dt><dd>{s.pushCount}</dd></div>
        <div><dt>待开奖</dt><dd data-testid="pending-count">{s.pendingCount}</dd></div>
        <div><dt>开赛前删除</dt><dd data-testid="deleted-count">{s.deletedCount}</dd></div>
        <div><dt>优于收盘价</dt><dd data-testid="beat-close">{s.closeComparedCount > 0 ? `${s.beatCloseCount}/${s.closeComparedCount}` : '—'}</dd></div>
      </dl>
      <p className={styles.muted} data-testid="record-window">
        {s.baseCount > 0 ? `统计区间：${span}，共${s.baseCount}场已开奖方案；命中率只计已开奖方案，不含走水与待开奖。` : '暂无已开奖方案，命中率与连红在开奖后计算。'}
      </p>
      <AnchorFigures figures={figures} />
    </section>
  );
}
