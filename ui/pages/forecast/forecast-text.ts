// The forecast section's words and numbers: market and pick names, lines (formatLine, the match centre's), odds,
// the figures as SPEC.md §9 wants them (rate% to one decimal clamped 0–100, multi max odds as 倍 [AN-5]) always
// with the graded count and window behind them, and a scheme's status. Pure.
import type { DataOf, CallAt } from '../../api';
import { formatLine, hitRateText, maxOddsText, shanghaiDate, localClock } from '../../../engine/core';

export type Card = DataOf<CallAt<'/v1/prediction/list'>>['items'][number];
export type Scheme = Card['scheme'];
export type Item = Scheme['items'][number];
export type Figures = Card['figures'];
export type Rate = Figures['anchorPredictionData']['singleLatestHitRate'];
export type RecordData = DataOf<CallAt<'/v1/prediction/record'>>;
export type Summary = RecordData['summary'];

export const FORECAST_TITLE = '专家预测';
export const NO_FORECASTS_TEXT = '近期无预测';
export const SPORT_NAMES: Readonly<Record<1 | 2, string>> = { 1: '足球', 2: '篮球' };
export const MARKET_NAMES: Readonly<Record<1 | 2 | 3, string>> = { 1: '欧赔', 2: '亚盘', 3: '大小' };
/** 欧赔 is 胜平负 in football, 胜负 in basketball; 亚盘 让球 / 让分; 大小 大小球 / 大小分. */
export function marketLabel(sportType: 1 | 2, market: 1 | 2 | 3): string {
  if (market === 1) return sportType === 1 ? '胜平负' : '胜负';
  if (market === 2) return sportType === 1 ? '让球' : '让分';
  return sportType === 1 ? '大小球' : '大小分';
}

export function pickLabel(market: 1 | 2 | 3, pick: 10 | 20 | 30, home: string, away: string): string {
  if (market === 3) return pick === 10 ? '大' : '小';
  if (pick === 30) return '平局';
  const team = pick === 10 ? home : away;
  return market === 1 ? `${team}胜` : team;
}

/** The line a pick was taken at: 亚盘 from the home side (受让 when home receives), 大小 the total; '' for 欧赔. */
export function lineText(market: 1 | 2 | 3, line: number): string {
  if (market === 1) return '';
  if (market === 3) return formatLine(line);
  return line === 0 ? '平手' : formatLine(line);
}

export const oddsText = (odds: number): string => odds.toFixed(2);

/** [AN-5] */
export const rateText = (rate: number): string => hitRateText(rate);
export const multiOddsText = (odds: number | undefined): string => maxOddsText(odds);

/** 'M月D日' of an instant, Beijing. */
export function dayText(ms: number): string {
  const [, m, d] = shanghaiDate(ms).split('-');
  return `${Number(m)}月${Number(d)}日`;
}

export const kickOffText = (unixSeconds: number): string => `${dayText(unixSeconds * 1000)} ${localClock(unixSeconds * 1000)}`;

export function windowText(w: { readonly from: number; readonly to: number } | null): string {
  if (!w) return '';
  const a = dayText(w.from);
  const b = dayText(w.to);
  return a === b ? a : `${a}–${b}`;
}

/** A rate with what it stands on: '70% · 近10场中7 · 9月1日–9月30日'; '暂无已开奖方案' for none. */
export function rateWithBase(r: Rate): string {
  if (r.baseCount === 0) return '暂无已开奖方案';
  const span = windowText(r.window);
  return `${rateText(r.rate)} · ${r.baseCount}场中${r.hitCount}${span ? ` · ${span}` : ''}`;
}

export type StatusTone = 'open' | 'locked' | 'hit' | 'miss' | 'push';

export function statusText(s: Pick<Scheme, 'status' | 'outcome'>): { readonly text: string; readonly tone: StatusTone } {
  if (s.status === 'open') return { text: '未开赛', tone: 'open' };
  if (s.status === 'locked') return { text: '已锁定 · 待开奖', tone: 'locked' };
  if (s.outcome === 'hit') return { text: '红', tone: 'hit' };
  if (s.outcome === 'push') return { text: '走', tone: 'push' };
  return { text: '黑', tone: 'miss' };
}

export function itemResultText(i: Pick<Item, 'isFinish' | 'isHit' | 'result'>): string {
  if (!i.isFinish) return '待开奖';
  if (i.result === 40 || i.result === 0) return '走水';
  return i.isHit ? '命中' : '未中';
}

/** Beat the closing price: the price at writing above the closing one. '' when either is unknown. */
export function closingText(i: Pick<Item, 'odds' | 'closingOdds'>): string {
  if (i.closingOdds === null) return '';
  const cmp = i.odds > i.closingOdds ? '优于收盘价' : i.odds < i.closingOdds ? '低于收盘价' : '与收盘价持平';
  return `收盘 ${oddsText(i.closingOdds)}（${cmp}）`;
}

export const forecastDetailUrl = (schemeId: number): string => `/forecastDetail?schemeId=${schemeId}`;
export const anchorRecordUrl = (anchorId: number): string => `/forecast?anchorId=${anchorId}`;
