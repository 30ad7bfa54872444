// What the recommendation carousel shows [AN-1] [AN-5]. Pure.
import type { LivingEntry, Livings } from '../streams-popup/living-entry';

/** [AN-1] 直播推荐 needs at least this many live or preview entries; fewer → the top anchors. */
export const RECOMMEND_MIN = 3;
export const RECOMMEND_TITLE = '直播推荐';
export const TOP_ANCHORS_TITLE = '好评解说';
/** [AN-5] */
export const EMPTY_BIO = '这个人很懒，还没有设置个性签名';

export type CarouselMode = 'recommend' | 'top';

export interface CarouselContent {
  readonly mode: CarouselMode;
  readonly title: string;
  readonly entries: readonly LivingEntry[];
}

export const needsTopAnchors = (r: Livings): boolean => r.livings.length + r.previews.length < RECOMMEND_MIN;

/** Live rooms first, then previews, when there are enough of them; otherwise the top anchors. */
export function carouselContent(recommended: Livings, top: readonly LivingEntry[]): CarouselContent {
  if (!needsTopAnchors(recommended)) {
    return { mode: 'recommend', title: RECOMMEND_TITLE, entries: [...recommended.livings, ...recommended.previews] };
  }
  return { mode: 'top', title: TOP_ANCHORS_TITLE, entries: top };
}

/** [AN-5] the hit rate as rate% ('' when the anchor has none). */
export function hitRateText(e: LivingEntry): string {
  const rate = e.anchorPredictionData?.singleLatestHitRate?.rate;
  return typeof rate === 'number' && Number.isFinite(rate) ? `${Math.round(rate)}%` : '';
}

export const bioText = (description: string): string => description.trim() || EMPTY_BIO;

/** How many 333 px cards fit a track `width` wide with `gap` between them (at least one). */
export function visibleCards(width: number, cardWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (cardWidth + gap)));
}

/** The first card shown after a step: wraps round at either end (auto-advance keeps going). */
export function stepIndex(index: number, step: 1 | -1, count: number, visible: number): number {
  const last = Math.max(0, count - visible);
  if (last === 0) return 0;
  if (step === 1) return index >= last ? 0 : index + 1;
  return index <= 0 ? last : index - 1;
}
