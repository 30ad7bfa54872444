// The list rules of RULES.md that the views and the worker's patch builder use, one file per concept: the live
// minute and its hold, extra time, basketball display, goal signals and their row highlight, VAR review, local
// time, settings.
export { basketballLines, HIDDEN, overtimeShown, periodCount, periodTexts, popularity, POPULARITY_CAP, totalsShown } from './basketball-display';
export type { BasketballLines, Popularity } from './basketball-display';
export { batchSignals, goalSide, retractedSides, scoreSignals } from './goal-signals';
export type { RowSignal, Side } from './goal-signals';
export { footballMinute, holdMinute, MINUTE_REFRESH_MS, NO_CLOCK, VS } from './live-minute';
export type { LiveMinute, StoppageStyle } from './live-minute';
export { clockText, dayOffset } from './local-time';
export { BASKETBALL_HIGHLIGHT_MS, FOOTBALL_HIGHLIGHT_MS, HighlightBook, highlightUntil, isHighlighted, RETRACTION_MARK_MS } from './goal-highlight';
export { DEFAULT_SETTINGS } from './settings';
export type { Settings, SortDirection } from './settings';
export { VAR_FLAG_MS, varActive } from './var-review';
export { DAZZLING_MIN, hitRateText, maxOddsText, multiTag, ONE_MISS_MIN_BASE, predictionTags, STREAK_MIN, streakTag, tagText } from './prediction-tags';
export type { MultiTagData, PredictionTag } from './prediction-tags';
