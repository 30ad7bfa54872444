// Settling odds on the final score [FM-5] (SPEC §4): 10 win/over, 20 lose/under, 30 draw, 40 push.
// Lines are hundredths of a goal/point on the full-match score. A quarter line (x.25, x.75: '0/0.5', '0.5/1')
// is half the stake on each neighbouring half line; the four codes have no half, so a half-win maps to 10 and a
// half-loss to 20, with `half` saying it was only half (a page may show 赢半 / 输半).
import type { OddsResult } from './types';
import { ODDS_MARKET, ODDS_RESULT } from './types';

export interface Settlement {
  readonly result: OddsResult;
  /** Only half the stake won or lost (a quarter line with one half pushed). */
  readonly half: boolean;
}

export class OddsInputError extends Error {}

function checkScore(home: number, away: number): void {
  if (!Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0) {
    throw new OddsInputError(`score must be two whole numbers ≥ 0, got ${home}-${away}`);
  }
}

function checkLine(line: number): void {
  if (!Number.isInteger(line) || line % 25 !== 0) throw new OddsInputError(`line must be whole hundredths in quarter steps, got ${line}`);
}

/** One half line: margin (×100) above zero wins, below loses, zero pushes. */
const sign = (margin: number): OddsResult => (margin > 0 ? ODDS_RESULT.win : margin < 0 ? ODDS_RESULT.lose : ODDS_RESULT.push);

/** Settles `margin100 − line` with quarter lines split in two. */
function settleAgainst(margin100: number, line: number): Settlement {
  if (Math.abs(line % 50) !== 25) return { result: sign(margin100 - line), half: false };
  const a = sign(margin100 - (line - 25));
  const b = sign(margin100 - (line + 25));
  if (a === b) return { result: a, half: false };
  // Neighbouring half lines differ by one half: one side pushes, the other wins or loses.
  return { result: a === ODDS_RESULT.push ? b : a, half: true };
}

/** 1X2 from the home side: 10 home win, 30 draw, 20 away win. */
export function settleEurope(home: number, away: number): Settlement {
  checkScore(home, away);
  return { result: home > away ? ODDS_RESULT.win : home < away ? ODDS_RESULT.lose : ODDS_RESULT.draw, half: false };
}

/** Handicap from the home side: `line` is what home gives (negative: receives). 10 home covers, 20 away, 40 push. */
export function settleHandicap(line: number, home: number, away: number): Settlement {
  checkScore(home, away);
  checkLine(line);
  return settleAgainst((home - away) * 100, line);
}

/** Over/under: 10 over, 20 under, 40 push. */
export function settleOverUnder(line: number, home: number, away: number): Settlement {
  checkScore(home, away);
  checkLine(line);
  if (line < 0) throw new OddsInputError(`a total line is ≥ 0, got ${line}`);
  return settleAgainst((home + away) * 100, line);
}

export function settle(market: number, line: number, home: number, away: number): Settlement {
  switch (market) {
    case ODDS_MARKET.europe: return settleEurope(home, away);
    case ODDS_MARKET.handicap: return settleHandicap(line, home, away);
    case ODDS_MARKET.overUnder: return settleOverUnder(line, home, away);
    default: throw new OddsInputError(`unknown market ${market}`);
  }
}

const plain = (hundredths: number) => String(hundredths / 100);

/** '0', '0/0.5', '0.5', '0.5/1', '2.5/3' …; a receiving home side is prefixed with 受 (受0/0.5). */
export function formatLine(line: number): string {
  const abs = Math.abs(line);
  const text = abs % 50 === 25 ? `${plain(abs - 25)}/${plain(abs + 25)}` : plain(abs);
  return line < 0 ? `受${text}` : text;
}
