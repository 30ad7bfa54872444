// [SPEC §4] A market's result code after full time as the odds tab shows it: 10 win/over, 20 lose/under, 30 draw,
// 40 push — 赢/输/平/走 for 欧赔 and 亚盘, 大/小/走 for 大小. Pure.
import type { OddsMarket } from './match-centre-types';

export function resultText(market: OddsMarket, code: number | undefined): string {
  if (code === 40) return '走';
  if (market === 'bs') return code === 10 ? '大' : code === 20 ? '小' : '';
  return code === 10 ? '赢' : code === 20 ? '输' : code === 30 ? '平' : '';
}

/** The move of a current number against the opening one: '↑', '↓' or ''. */
export function moveMark(open: number, current: number): '↑' | '↓' | '' {
  return current > open ? '↑' : current < open ? '↓' : '';
}
