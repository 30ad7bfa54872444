// engine/core: the pure heart of the product. No DOM, storage, sockets, timers or clocks.
export * from './codes';
export * from './events';
export * from './model';
export * from './scores';
export * from './snapshot';
export * from './sport';
export * from './status';
export { fold, Folding, reduce } from './fold/fold';
export type { FoldResult, Gap } from './fold/fold';
export type { Changes } from './fold/draft';
export { emptyChanges } from './fold/draft';
export { VAR_FLAG_MS } from './fold/apply-detail';
export { NO_PREVIOUS_MATCH } from './fold/apply-room';
export * from './rules';
export * from './views';
export * from './patch';
export * from './shanghai-day';
export { shiftEvent, shiftMatch, shiftState, wholeDayShift } from './time-shift';
