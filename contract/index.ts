// The HTTP contract (contract/README.md): every /api call, one file per area of SPEC.md §7.
import { ANCHOR_AUDIT } from './anchor-audit';
import { ANCHOR_BROADCAST } from './anchor-broadcast';
import { ANCHOR_LIVING } from './anchor-living';
import { ANCHOR_SEARCH, LIVING_HOME } from './anchor-search';
import { AUTH_CUSTOMER } from './auth-customer';
import { BASKETBALL } from './basketball';
import type { ApiCall } from './call';
import { COMMON_CONTENT } from './common-content';
import { COMPETITIONS_ANCHORS } from './competitions-anchors';
import { FEEDBACK, UPLOADS } from './feedback';
import { FOLLOW_ACT } from './follow-act';
import { FOOTBALL } from './football';
import { FORECAST_TASKS_PERSONAL } from './forecast-tasks-personal';
import { FORECASTS } from './forecasts';
import { GENERAL } from './general';
import { LIVE_ROOM } from './live-room';
import { LIVING } from './living';
import { LIVE_ROOM_MODERATION } from './live-room-moderation';
import { NEWS } from './news';
import { PERSONAL_CENTRE, PHONE_CHANGE } from './personal-centre';
import { PRIVATE_MESSAGES } from './private-messages';

export * from './call';
export * from './codes';
export * from './limits';
export * from './fields';
export * from './general';
export * from './auth-customer';
export * from './common-content';
export * from './competitions-anchors';
export * from './anchor-audit';
export * from './anchor-broadcast';
export * from './anchor-living';
export * from './living';
export * from './live-room-moderation';
export * from './playback';
export * from './live-room';
export * from './match-lists';
export * from './match-detail';
export * from './match-centre';
export * from './data-pages';
export * from './football';
export * from './basketball';
export * from './forecast-tasks-personal';
export * from './forecasts';
export * from './follow-act';
export * from './news';
export * from './anchor-search';
export * from './private-messages';
export * from './upload-limits';
export * from './feedback';
export * from './personal-centre';

/** The areas of SPEC.md §7, in its order. */
export const AREAS = {
  GENERAL,
  AUTH_CUSTOMER: { ...AUTH_CUSTOMER, ...ANCHOR_AUDIT, ...PHONE_CHANGE }, // issue #14: anchor certification; the phone change
  COMMON_CONTENT: { ...COMMON_CONTENT, ...PRIVATE_MESSAGES, ...UPLOADS }, // issue #14: staff info, private messages; uploads and the complaint reasons
  COMPETITIONS_ANCHORS: { ...COMPETITIONS_ANCHORS, ...ANCHOR_SEARCH, ...ANCHOR_BROADCAST, ...ANCHOR_LIVING }, // issue #14: search, profile, going live, who is live
  LIVING: { ...LIVING, ...LIVING_HOME, ...LIVE_ROOM, ...LIVE_ROOM_MODERATION }, // issue #14: home's live list, the live room, its chat
  FOOTBALL, BASKETBALL,
  FORECAST_TASKS_PERSONAL: { ...FORECAST_TASKS_PERSONAL, ...FEEDBACK, ...FORECASTS, ...PERSONAL_CENTRE }, // feedback and complaints; prediction schemes; the personal centre
  FOLLOW_ACT, NEWS,
} as const;

type Areas = typeof AREAS;
/** Every call, as a union of their exact types. */
export type AnyCall = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
export type ApiPath = AnyCall['path'];
export type CallAt<P extends ApiPath> = Extract<AnyCall, { readonly path: P }>;
export type JsonPath = Extract<AnyCall, { readonly answer: 'json' }>['path'];
export type BinaryPath = Extract<AnyCall, { readonly answer: 'protobuf' }>['path'];

/** Every call, as a list (the server's contract test walks it). */
export const CALLS: readonly ApiCall[] = Object.values(AREAS).flatMap((area): ApiCall[] => Object.values(area));
