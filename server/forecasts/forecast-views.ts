// Stored schemes as the contract's answers (contract/forecasts.ts): a scheme with its status on the feed's clock,
// an anchor's figures and summary from recordStats, and the record's CSV (a row a pick, every column the figures
// are recomputed from).
import type { ForecastFigures, ForecastRecord, ForecastScheme, ForecastSummary } from '../../contract';
import type { AnchorRow, StoredScheme } from './scheme-store';
import type { HistoryScheme, RecordStats } from './record-stats';
import { ratePercent, recordStats } from './record-stats';

type Anchor = ForecastScheme['anchor'];

export const anchorOf = (a: AnchorRow): Anchor => ({
  customerId: a.id, nickname: a.nickname, avatar: a.avatar, predictionLevel: a.predictionLevel, roomId: a.roomId,
});

const decimal = (thousandths: number) => thousandths / 1000;

export function statusOf(s: StoredScheme, now: number): ForecastScheme['status'] {
  if (s.gradedAt !== null) return 'graded';
  return s.lockedAt !== null || s.kickoffAt <= now ? 'locked' : 'open';
}

export function schemeView(s: StoredScheme, anchor: Anchor, now: number): ForecastScheme {
  return {
    schemeId: s.id, anchor, sportType: s.sportType, reasoning: s.reasoning, writtenAt: s.writtenAt, kickoffAt: s.kickoffAt,
    status: statusOf(s, now), outcome: s.outcome, isFinish: s.gradedAt !== null ? 1 : 0, isHit: s.outcome === 'hit' ? 1 : 0,
    combinedOdds: decimal(s.combinedOdds),
    items: s.items.map((i) => ({
      matchId: i.matchId, sportType: i.sportType, competitionName: i.competition, homeTeamName: i.homeTeam, awayTeamName: i.awayTeam,
      matchTime: i.matchTime, market: i.market, pick: i.pick, line: i.line, odds: decimal(i.price),
      closingLine: i.closingLine, closingOdds: i.closingPrice === null ? null : decimal(i.closingPrice),
      isFinish: i.result !== null ? 1 : 0, isHit: i.isHit ? 1 : 0, result: i.result ?? 0,
    })),
  };
}

export const historyOf = (s: StoredScheme): HistoryScheme => ({
  id: s.id, kickoffAt: s.kickoffAt, outcome: s.outcome, combinedOdds: s.combinedOdds,
  picks: s.items.map((i) => ({ isHit: i.isHit, result: i.result })),
});

export function figuresOf(stats: RecordStats): ForecastFigures {
  return {
    singleContinuousHitCount: stats.singleContinuousHitCount,
    ...(stats.multiTag && { multiTag: stats.multiTag }),
    anchorPredictionData: {
      singleLatestHitRate: stats.singleLatestHitRate,
      singleMonthHitRate: stats.singleMonthHitRate,
      ...(stats.multiMaxOdds !== undefined && { multiMaxOdds: stats.multiMaxOdds }),
    },
  };
}

export function summaryOf(stats: RecordStats, schemes: readonly StoredScheme[], deletedCount: number): ForecastSummary {
  let beatCloseCount = 0;
  let closeComparedCount = 0;
  for (const s of schemes) {
    if (s.gradedAt === null) continue;
    for (const i of s.items) {
      if (i.closingPrice === null) continue;
      closeComparedCount++;
      if (i.price > i.closingPrice) beatCloseCount++;
    }
  }
  return {
    baseCount: stats.baseCount, hitCount: stats.hitCount, existCount: stats.existCount, lastContinuousHitCount: stats.lastContinuousHitCount,
    rate: ratePercent(stats.hitCount, stats.baseCount), pushCount: stats.pushCount, pendingCount: stats.pendingCount, deletedCount,
    beatCloseCount, closeComparedCount, window: stats.window,
  };
}

export function recordOf(anchor: AnchorRow, schemes: readonly StoredScheme[], deletedCount: number, now: number): ForecastRecord {
  const stats = recordStats(schemes.map(historyOf), now);
  const a = anchorOf(anchor);
  return {
    anchor: a, figures: figuresOf(stats), summary: summaryOf(stats, schemes, deletedCount),
    schemes: schemes.map((s) => schemeView(s, a, now)), asOf: Math.floor(now),
  };
}

const CSV_COLUMNS = [
  'schemeId', 'status', 'outcome', 'writtenAt', 'kickoffAt', 'combinedOdds', 'pickIndex', 'sportType', 'matchId', 'competition',
  'homeTeam', 'awayTeam', 'matchTime', 'market', 'pick', 'line', 'odds', 'closingLine', 'closingOdds', 'result', 'isHit',
] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
const csvField = (v: string | number | null): string => {
  const text = v === null ? '' : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const iso = (ms: number) => new Date(ms).toISOString();

export function recordCsv(record: ForecastRecord): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const s of record.schemes) {
    for (const [index, i] of s.items.entries()) {
      lines.push([
        s.schemeId, s.status, s.outcome ?? '', iso(s.writtenAt), iso(s.kickoffAt), s.combinedOdds, index + 1, i.sportType, i.matchId,
        i.competitionName, i.homeTeamName, i.awayTeamName, iso(i.matchTime * 1000), i.market, i.pick, i.line, i.odds, i.closingLine,
        i.closingOdds, i.isFinish ? i.result : '', i.isFinish ? i.isHit : '',
      ].map(csvField).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
