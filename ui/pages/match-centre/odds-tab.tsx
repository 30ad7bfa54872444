// 指数: one table a market (欧赔 1X2 — basketball's two-way 主胜/客胜, no draw —, 亚盘 handicap, 大小 over/under), a row
// a company: opening and current lines, the
// current numbers marked up (red) or down (green) against the opening; after full time the market's result
// [SPEC §4]. Live changes arrive as new `odds` props. Before any odds: 暂无指数.
import { useState } from 'react';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { TabBar } from '../../components/tab-bar/tab-bar';
import type { Sport } from '../../../engine/core';
import type { CompanyOdds, OddsLine, OddsMarket } from './match-centre-types';
import styles from './match-centre.module.css';
import { moveMark, resultText } from './odds-result';

const MARKETS = [{ id: 'eu', label: '欧赔' }, { id: 'asia', label: '亚盘' }, { id: 'bs', label: '大小' }] as const;
const HEADS: Readonly<Record<Sport, Readonly<Record<OddsMarket, readonly string[]>>>> = {
  football: { eu: ['主胜', '平', '客胜'], asia: ['主', '盘口', '客'], bs: ['大', '盘口', '小'] },
  basketball: { eu: ['主胜', '客胜'], asia: ['主', '盘口', '客'], bs: ['大', '盘口', '小'] },
};

const fmt = (n: number) => n.toFixed(2);

function Current({ open, current }: { readonly open: OddsLine; readonly current: OddsLine }) {
  return (
    <>
      {current.map((n, i) => {
        const mark = moveMark(open[i], n);
        return <td key={i} className={mark === '↑' ? styles.up : mark === '↓' ? styles.down : ''}>{fmt(n)}{mark}</td>;
      })}
    </>
  );
}

export function OddsTab({ sport, odds }: { readonly sport: Sport; readonly odds: readonly CompanyOdds[] | undefined }) {
  const [market, setMarket] = useState<OddsMarket>('eu');
  if (!odds || odds.length === 0) return <EmptyState text="暂无指数" />;
  const heads = HEADS[sport][market];
  const n = heads.length;
  return (
    <div data-testid="odds">
      <TabBar label="指数类型" items={MARKETS} selected={market} onSelect={setMarket} variant="segmented" />
      <table className={styles.table}>
        <thead>
          <tr><th rowSpan={2}>公司</th><th colSpan={n}>初盘</th><th colSpan={n}>即时</th><th rowSpan={2}>赛果</th></tr>
          <tr>{[...heads, ...heads].map((h, i) => <th key={i} data-testid="odds-head">{h}</th>)}</tr>
        </thead>
        <tbody>
          {odds.map((company) => {
            const line = company.markets[market];
            return (
              <tr key={company.companyId} data-testid="odds-company">
                <td>{company.companyName}</td>
                {line ? (
                  <>
                    {line.open.map((n, i) => <td key={i}>{fmt(n)}</td>)}
                    <Current open={line.open} current={line.current} />
                    <td data-testid="odds-result">{resultText(market, line.result) || '-'}</td>
                  </>
                ) : <td colSpan={2 * n + 1}>-</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
