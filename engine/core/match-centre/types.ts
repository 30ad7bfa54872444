// What the match centre's frames carry (lineups 60/160, odds 70–72/170–172, momentum 80): the shapes the feed
// decodes into and the fold keeps in a match's detail [RT-10]. proto/live.proto documents the wire form.

/** One player of a lineup. Football positions GK/DF/MF/FW, basketball PG/SG/SF/PF/C. */
export interface LineupPlayer {
  readonly playerId: number;
  readonly name: string;
  readonly number: number;
  readonly position: string;
  /** Pitch coordinates of the formation slot, 0–100 (x across, y from the team's own goal line); 0 for bench. */
  readonly x: number;
  readonly y: number;
  readonly captain: boolean;
  /** Absent players only: 1 injured, 2 suspended (0 for the fielded and the bench). */
  readonly reason: number;
}

export interface TeamLineup {
  /** '4-4-2', '4-3-3' …; '' for basketball. */
  readonly formation: string;
  readonly coach: string;
  /** Football 11 in formation-slot order (GK first), basketball 5. */
  readonly starters: readonly LineupPlayer[];
  readonly substitutes: readonly LineupPlayer[];
  readonly absent: readonly LineupPlayer[];
}

export interface Lineup {
  readonly home: TeamLineup;
  readonly away: TeamLineup;
}

/** Odds markets: 1 欧赔 (1X2; basketball 胜负 two-way), 2 亚盘 (handicap / spread), 3 大小 (over/under, totals). */
export const ODDS_MARKET = { europe: 1, handicap: 2, overUnder: 3 } as const;
export type OddsMarket = (typeof ODDS_MARKET)[keyof typeof ODDS_MARKET];

/** Odds result codes [FM-5] (SPEC §4): 10 win/over, 20 lose/under, 30 draw, 40 push. */
export const ODDS_RESULT = { win: 10, lose: 20, draw: 30, push: 40 } as const;
export type OddsResult = (typeof ODDS_RESULT)[keyof typeof ODDS_RESULT];

/**
 * One company's quote of one market. Prices are in thousandths (1X2: decimal odds home/draw/away; handicap and
 * over/under: Hong Kong "water" home/away or over/under, p3 unused). `line` is in hundredths of a goal/point:
 * handicap given by the home side (25 = home gives 0/0.5, −50 = home receives 0.5), over/under the total.
 */
export interface OddsQuote {
  readonly companyId: number;
  readonly market: number;
  readonly line: number;
  readonly p1: number;
  readonly p2: number;
  readonly p3: number;
  /** Game minute when quoted (0 before kick-off) and the score then, as Chinese odds pages list them. */
  readonly minute: number;
  readonly homeScore: number;
  readonly awayScore: number;
  /** Settle frames (72/172) only: the result code of the line settled; 0 otherwise. */
  readonly result: number;
}

/** A quote as the state keeps it: when it came. */
export interface OddsPoint extends OddsQuote {
  readonly at: number;
}

/** One company's market in a match: opening line, current line, every change, the result once settled. */
export interface OddsEntry {
  readonly companyId: number;
  readonly market: number;
  readonly opening: OddsPoint;
  readonly current: OddsPoint;
  /** Every quote, opening first. */
  readonly history: readonly OddsPoint[];
  /** 0 until settled, then ODDS_RESULT; settledLine is the line it was settled on. */
  readonly result: number;
  readonly settledLine: number;
}

/** Per-side counts of one minute (the momentum graph's inputs). */
export interface PressureCounts {
  readonly attacks: number;
  readonly dangerous: number;
  readonly shots: number;
  readonly goals: number;
}

/** One minute of attack momentum: positive home, negative away (−100…100), with the counts it comes from. */
export interface MomentumPoint {
  readonly minute: number;
  /** Added minute (45'+2 → minute 45, addTime 2); 0 in regular time. */
  readonly addTime: number;
  readonly home: PressureCounts;
  readonly away: PressureCounts;
  readonly value: number;
}
