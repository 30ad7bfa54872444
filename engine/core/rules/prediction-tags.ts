// The anchors' prediction tags and figures (SPEC.md §5 "Prediction tags", §9): what the search results and the
// profile show beside an anchor when the forecast statistics exist.
//
// [AN-2] single streak: shown when the streak of hit single picks is ≥ 3.
// [AN-3] all-hit multi: every pick of the latest multi scheme hit, with enough schemes behind it — existCount ≥ 1
//        and baseCount ≥ 4, existCount ≥ 2 and baseCount 3, existCount ≥ 3 and baseCount 2; baseCount ≥ 8 is the
//        'dazzling' variant. SPEC.md's second statement (2 picks with 3+ existing, 3 with 2+, 4–7 with 1+, 8+)
//        is the same rule; the property test holds them equal. Reading: "8+ all hit" names no existCount, and
//        the first statement's existCount ≥ 1 covers it (a multi tag with no scheme in existence describes nothing).
// [AN-4] allow one miss: existCount ≥ 1, baseCount ≥ 5, hits exactly one short of baseCount.
// [AN-5] hit rate as rate% (rounded to 1 decimal, clamped 0–100: SPEC.md §9), multi max odds as 倍.

export interface MultiTagData {
  readonly baseCount: number;
  readonly hitCount: number;
  readonly existCount: number;
}

export type PredictionTag =
  | { readonly kind: 'streak'; readonly hitCount: number }
  | { readonly kind: 'allHit'; readonly baseCount: number; readonly dazzling: boolean }
  | { readonly kind: 'oneMiss'; readonly baseCount: number; readonly hitCount: number };

export const STREAK_MIN = 3;
export const DAZZLING_MIN = 8;
export const ONE_MISS_MIN_BASE = 5;

/** [AN-2] */
export function streakTag(hitCount: number | undefined): PredictionTag | null {
  return hitCount !== undefined && hitCount >= STREAK_MIN ? { kind: 'streak', hitCount } : null;
}

/** Schemes that must exist for an all-hit tag of `baseCount` picks [AN-3]; undefined: no tag at that size. */
function existNeededForAllHit(baseCount: number): number | undefined {
  if (baseCount >= 4) return 1;
  if (baseCount === 3) return 2;
  if (baseCount === 2) return 3;
  return undefined;
}

/** [AN-3] [AN-4] The multi tag, if any: all hit, or one short. */
export function multiTag(m: MultiTagData | undefined): PredictionTag | null {
  if (!m || m.existCount < 1) return null;
  if (m.hitCount === m.baseCount) {
    const needed = existNeededForAllHit(m.baseCount);
    return needed !== undefined && m.existCount >= needed ? { kind: 'allHit', baseCount: m.baseCount, dazzling: m.baseCount >= DAZZLING_MIN } : null;
  }
  if (m.baseCount >= ONE_MISS_MIN_BASE && m.hitCount === m.baseCount - 1) return { kind: 'oneMiss', baseCount: m.baseCount, hitCount: m.hitCount };
  return null;
}

/** Every tag an anchor earns, streak first. */
export function predictionTags(data: { readonly singleContinuousHitCount?: number; readonly multiTag?: MultiTagData }): PredictionTag[] {
  return [streakTag(data.singleContinuousHitCount), multiTag(data.multiTag)].filter((t): t is PredictionTag => t !== null);
}

/** The tag's label. */
export function tagText(tag: PredictionTag): string {
  switch (tag.kind) {
    case 'streak': return `${tag.hitCount}连红`;
    case 'allHit': return `${tag.baseCount}串全中`;
    case 'oneMiss': return `${tag.baseCount}中${tag.hitCount}`;
  }
}

/** [AN-5] rate% (SPEC.md §9: rounded to 1 decimal, clamped 0–100); '' for no figure. */
export function hitRateText(rate: number | undefined): string {
  if (rate === undefined || !Number.isFinite(rate)) return '';
  const clamped = Math.min(100, Math.max(0, rate));
  return `${Math.round(clamped * 10) / 10}%`;
}

/** [AN-5] multi max odds as 倍 (two decimals at most, no trailing zeros); '' for no figure. */
export function maxOddsText(odds: number | undefined): string {
  if (odds === undefined || !Number.isFinite(odds) || odds <= 0) return '';
  return `${Math.round(odds * 100) / 100}倍`;
}
