// The HTTP contract (contract/README.md): every /api call, one file per area of SPEC.md §7.
import { ANCHOR_AUDIT } from './anchor-audit';
import { ANCHOR_BROADCAST } from './anchor-broadcast';
import { AUTH_CUSTOMER } from './auth-customer';
import { BASKETBALL } from './basketball';
import type { ApiCall } from './call';
import { COMMON_CONTENT } from './common-content';
import { COMPETITIONS_ANCHORS } from './competitions-anchors';
import { FOLLOW_ACT } from './follow-act';
import { FOOTBALL } from './football';
import { FORECAST_TASKS_PERSONAL } from './forecast-tasks-personal';
import { GENERAL } from './general';
import { LIVING } from './living';
import { NEWS } from './news';

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
export * from './living';
export * from './playback';
export * from './match-lists';
export * from './match-detail';
export * from './match-centre';
export * from './football';
export * from './basketball';
export * from './forecast-tasks-personal';
export * from './follow-act';
export * from './news';

/** The areas of SPEC.md §7, in its order. */
export const AREAS = {
  GENERAL, AUTH_CUSTOMER: { ...AUTH_CUSTOMER, ...ANCHOR_AUDIT }, COMMON_CONTENT,
  COMPETITIONS_ANCHORS: { ...COMPETITIONS_ANCHORS, ...ANCHOR_BROADCAST }, LIVING, FOOTBALL, BASKETBALL, FORECAST_TASKS_PERSONAL,
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
