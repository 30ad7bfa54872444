// Patch building and merging (DESIGN.md "Engine"): the compact, transferable form of view changes the worker
// posts, the page's decoder and model, and the per-subscription builder.
export { applyViewPatch, emptyRowModel } from './apply';
export type { RowModel } from './apply';
export { decodeViewPatch } from './decode';
export type { DecodeError, DecodeResult } from './decode';
export { BASKETBALL_FIELDS, FOOTBALL_FIELDS, fieldsOf } from './fields';
export type { Field, FieldKind } from './fields';
export { isMergeError, mergePatches, mergeViewPatches } from './merge';
export type { MergeError } from './merge';
export { emptyPageTables } from './tables';
export type { PageTables } from './tables';
export { goalNotices, noticeShown } from './goal-notices';
export type { NoticeList, NoticeSettings } from './goal-notices';
export { roomNotices } from './room-watch';
export type { RoomWatchPatch, RoomWatchStatus } from './room-watch';
export { ViewPatcher } from './view-patcher';
export type { PatcherUpdate, Projection } from './view-patcher';
export { headerOf, patchBytes, subscriptionOf, transferablesOf, TRIGGER_KINDS } from './view-patch';
export type { DecodedViewPatch, Patch, Trigger, TriggerKind, ViewPatch, ViewPatchHeader } from './view-patch';
