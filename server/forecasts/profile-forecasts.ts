// The profile's (/anchor/homepage) forecast part: the anchor's latest schemes, one line each (its first pick), and
// the figures of SPEC.md §3 when any graded scheme is behind them — none are sent for an anchor with no graded
// scheme, so the page shows no 0% it could not stand on.
import type { AnchorProfile } from '../../contract';
import type { ForecastService } from './forecast-service';

export const PROFILE_FORECASTS = 5;

type ProfileForecastPart = Pick<AnchorProfile, 'forecasts' | 'singleContinuousHitCount' | 'multiTag' | 'anchorPredictionData'>;

export async function profileForecasts(f: ForecastService, anchorId: number): Promise<ProfileForecastPart> {
  await f.settle();
  const { schemes, figures } = (await f.figures([anchorId])).get(anchorId)!;
  const forecasts = schemes.slice(0, PROFILE_FORECASTS).flatMap((s) => {
    const i = s.items[0];
    return i ? [{
      schemeId: s.id, matchId: i.matchId, sportType: i.sportType, homeTeamName: i.homeTeam, awayTeamName: i.awayTeam,
      matchTime: i.matchTime, isFinish: s.gradedAt !== null ? 1 as const : 0 as const, isHit: s.outcome === 'hit' ? 1 as const : 0 as const,
    }] : [];
  });
  const graded = schemes.some((s) => s.outcome === 'hit' || s.outcome === 'miss');
  if (!graded) return { forecasts };
  const { singleLatestHitRate: latest, singleMonthHitRate: month, multiMaxOdds } = figures.anchorPredictionData;
  return {
    forecasts,
    singleContinuousHitCount: figures.singleContinuousHitCount,
    ...(figures.multiTag && { multiTag: figures.multiTag }),
    anchorPredictionData: {
      singleLatestHitRate: { rate: latest.rate, baseCount: latest.baseCount, hitCount: latest.hitCount },
      singleMonthHitRate: { rate: month.rate, baseCount: month.baseCount, hitCount: month.hitCount },
      ...(multiMaxOdds !== undefined && { multiMaxOdds }),
    },
  };
}
