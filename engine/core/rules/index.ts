// The list rules of RULES.md that the views and the worker's patch builder use: clocks, basketball display,
// goal triggers, highlights, VAR, local time, settings.
export { basketballLines, HIDDEN, overtimeShown, periodCount, periodTexts, popularity, POPULARITY_CAP, totalsShown } from './basketball-display';
export type { BasketballLines, Popularity } from './basketball-display';
export { goalSide, retractedSides } from './goal-trigger';
export type { Side } from './goal-trigger';
export { footballMinute, NO_CLOCK, VS } from './live-minute';
export type { LiveMinute, StoppageStyle } from './live-minute';
export { clockText, dayOffset } from './local-time';
export { holdMinute, MINUTE_REFRESH_MS } from './minute-hold';
export { BASKETBALL_HIGHLIGHT_MS, FOOTBALL_HIGHLIGHT_MS, highlightUntil, isHighlighted } from './row-highlight';
export { batchScoreSignals, scoreSignals } from './score-signals';
export type { ScoreSignal } from './score-signals';
export { DEFAULT_SETTINGS } from './settings';
export type { Settings, SortDirection } from './settings';
export { varActive } from './var-flag';
export { batchVarSignals, varSignal } from './var-signals';
export type { VarSignal } from './var-signals';
export { HighlightBook } from './highlight-book';
export { batchSignals } from './signals';
export type { RowSignal } from './signals';
