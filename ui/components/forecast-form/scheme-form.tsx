// Writing a scheme (addPredictionScheme), the one form of the live room, the personal centre and /forecast: one
// pick (单关) or up to 8 (串关) on not-started matches of one sport — market and pick at company 1's current odds,
// shown as they will be taken — and the reasoning. Only matches that have not kicked off are offered (the server
// refuses any other with 比赛已开赛，无法发布预测); the server's copy is toasted on a refusal [HT-3].
import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { CallAt, DataOf } from '../../api';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { formatLine, localClock, shanghaiDate } from '../../../engine/core';
import styles from './scheme-form.module.css';

type ForecastMatch = DataOf<CallAt<'/v1/prediction/matches'>>['matches'][number];
type Written = DataOf<CallAt<'/v1/prediction/addPredictionScheme'>>;
type Market = 1 | 2 | 3;
type PickCode = 10 | 20 | 30;

interface Row {
  readonly matchId: number | null;
  readonly market: Market;
  readonly pick: PickCode;
}

export interface SchemeFormProps {
  readonly sportType: 1 | 2;
  /** The match the form opens on (the room's). */
  readonly matchId?: number;
  readonly onWritten?: (scheme: Written) => void;
  readonly onCancel?: () => void;
}

/** The server's copy for an empty reasoning (contract/forecasts.ts FORECAST_MESSAGES). */
const REASONING_REQUIRED = '请填写预测理由（1-500字）';
const MAX_PICKS = 8;

const MARKETS: readonly [Market, string][] = [[1, '胜平负'], [2, '让球'], [3, '大小']];
const DEFAULT_ROW: Row = { matchId: null, market: 1, pick: 10 };

function choices(m: ForecastMatch, market: Market): [PickCode, string, number][] {
  const quote = m.markets.find((x) => x.market === market);
  if (!quote) return [];
  if (market === 3) return [[10, `大 ${formatLine(quote.line)}`, quote.home], [20, `小 ${formatLine(quote.line)}`, quote.away]];
  const line = market === 2 ? ` ${quote.line === 0 ? '平手' : formatLine(quote.line)}` : '';
  const out: [PickCode, string, number][] = [[10, `${m.homeTeamName}${market === 1 ? '胜' : line}`, quote.home]];
  if (market === 1 && quote.draw > 0) out.push([30, '平局', quote.draw]);
  out.push([20, `${m.awayTeamName}${market === 1 ? '胜' : ''}`, quote.away]);
  return out.filter(([, , price]) => price > 0);
}

const matchText = (m: ForecastMatch) => `${m.competitionName} ${m.homeTeamName} VS ${m.awayTeamName} · ${shanghaiDate(m.matchTime * 1000).slice(5)} ${localClock(m.matchTime * 1000)}`;

export function SchemeForm({ sportType, matchId, onWritten, onCancel }: SchemeFormProps) {
  const { api, toast } = useAccounts();
  const [matches, setMatches] = useState<readonly ForecastMatch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [rows, setRows] = useState<readonly Row[]>([{ ...DEFAULT_ROW, matchId: matchId ?? null }]);
  const [reasoning, setReasoning] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    setMatches(null);
    setFailed(false);
    void callJson(api, '/v1/prediction/matches', { sportType }, { silent: true }).then((r) => {
      if (!live) return;
      if (r.ok) setMatches(r.data.matches);
      else setFailed(true);
    });
    return () => { live = false; };
  }, [api, sportType]);

  const byId = useMemo(() => new Map((matches ?? []).map((m) => [m.matchId, m])), [matches]);
  const setRow = (n: number, next: Partial<Row>) => setRows((list) => list.map((r, i) => (i === n ? { ...r, ...next } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const picks = rows.filter((r): r is Row & { matchId: number } => r.matchId !== null);
    if (picks.length === 0) { toast.warning('请至少选择一场比赛'); return; }
    if (!reasoning.trim()) { toast.warning(REASONING_REQUIRED); return; }
    setSending(true);
    const r = await callJson(api, '/v1/prediction/addPredictionScheme', {
      reasoning: reasoning.trim(), items: picks.map((p) => ({ matchId: p.matchId, sportType, market: p.market, pick: p.pick })),
    });
    setSending(false);
    if (!r.ok) return; // the client toasted the server's copy
    toast.success('预测发布成功');
    setRows([{ ...DEFAULT_ROW, matchId: matchId ?? null }]);
    setReasoning('');
    onWritten?.(r.data);
  };

  if (failed) return <p className={styles.note} role="alert">比赛加载失败，请稍后重试</p>;
  if (matches === null) return <p className={styles.note} role="status" aria-busy="true">可预测的比赛加载中…</p>;
  if (matches.length === 0) return <p className={styles.note} data-testid="scheme-form-empty">暂无可预测的比赛（仅开赛前可发布）</p>;

  const used = new Set(rows.map((r) => r.matchId));
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="scheme-form" aria-label="发布预测">
      {rows.map((row, n) => {
        const m = row.matchId === null ? undefined : byId.get(row.matchId);
        const picks = m ? choices(m, row.market) : [];
        return (
          <fieldset key={n} className={styles.row}>
            <legend className={styles.legend}>第{n + 1}场</legend>
            <label className={styles.field}>
              <span>比赛</span>
              <select value={row.matchId ?? ''} aria-label={`第${n + 1}场比赛`} onChange={(e) => {
                const id = e.target.value ? Number(e.target.value) : null;
                const next = id === null ? undefined : byId.get(id);
                const market = next?.markets.some((x) => x.market === row.market) ? row.market : (next?.markets[0]?.market ?? 1);
                setRow(n, { matchId: id, market, pick: 10 });
              }}>
                <option value="">请选择比赛</option>
                {matches.map((x) => <option key={x.matchId} value={x.matchId} disabled={used.has(x.matchId) && x.matchId !== row.matchId}>{matchText(x)}</option>)}
              </select>
            </label>
            {m && (
              <div className={styles.choices} role="radiogroup" aria-label={`第${n + 1}场玩法`}>
                {MARKETS.filter(([id]) => m.markets.some((x) => x.market === id)).map(([id, label]) => (
                  <button key={id} type="button" className={row.market === id ? styles.on : styles.off} aria-pressed={row.market === id}
                    onClick={() => setRow(n, { market: id, pick: 10 })}>{sportType === 2 && id === 1 ? '胜负' : sportType === 2 && id === 2 ? '让分' : label}</button>
                ))}
              </div>
            )}
            {m && (
              <div className={styles.choices} role="radiogroup" aria-label={`第${n + 1}场选择`}>
                {picks.map(([code, label, price]) => (
                  <button key={code} type="button" role="radio" aria-checked={row.pick === code} className={row.pick === code ? styles.on : styles.off}
                    onClick={() => setRow(n, { pick: code })}>{label} <span className={styles.price}>{price.toFixed(2)}</span></button>
                ))}
              </div>
            )}
            {rows.length > 1 && <button type="button" className={styles.link} onClick={() => setRows((list) => list.filter((_, i) => i !== n))}>移除</button>}
          </fieldset>
        );
      })}
      {rows.length < MAX_PICKS && (
        <button type="button" className={styles.link} onClick={() => setRows((list) => [...list, DEFAULT_ROW])}>+ 添加一场（串关，最多{MAX_PICKS}场）</button>
      )}
      <label className={styles.field}>
        <span>预测理由</span>
        <textarea value={reasoning} maxLength={500} rows={3} placeholder="说说你的理由（开赛后不可修改）" aria-label="预测理由"
          onChange={(e) => setReasoning(e.target.value)} />
      </label>
      <div className={styles.actions}>
        {onCancel && <button type="button" className={styles.secondary} onClick={onCancel}>取消</button>}
        <button type="submit" className={styles.primary} disabled={sending}>{sending ? '发布中…' : '发布预测'}</button>
      </div>
    </form>
  );
}
