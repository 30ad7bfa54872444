// The anchors' failures with SPEC.md's copy (contract/codes.ts 414xx) [AN-7].
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import type { Failure } from '../api/errors';
import { fail } from '../api/errors';
import type { AnchorGate } from './audit';

export const ANCHOR_FAIL = {
  auditWaiting: () => fail(API_CODE.auditWaiting, API_MESSAGE.auditWaiting),
  auditRejected: () => fail(API_CODE.auditRejected, API_MESSAGE.auditRejected),
  notCertified: () => fail(API_CODE.notCertified, API_MESSAGE.notCertified),
  realNameInvalid: () => fail(API_CODE.validation, API_MESSAGE.realNameInvalid),
  idNumberInvalid: () => fail(API_CODE.validation, API_MESSAGE.idNumberInvalid),
  faceNotPassed: () => fail(API_CODE.identityRefused, API_MESSAGE.faceNotPassed),
  identityTaken: () => fail(API_CODE.identityRefused, API_MESSAGE.identityTaken),
  alreadyCertified: () => fail(API_CODE.identityRefused, API_MESSAGE.alreadyCertified),
  noBroadcast: () => fail(API_CODE.noBroadcast, API_MESSAGE.noBroadcast),
  identityUnavailable: () => fail(API_CODE.identityUnavailable, API_MESSAGE.identityUnavailable),
  streamServiceUnavailable: () => fail(API_CODE.streamServiceUnavailable, API_MESSAGE.streamServiceUnavailable),
  anchorCodeInvalid: () => fail(API_CODE.anchorCodeInvalid, API_MESSAGE.anchorCodeInvalid),
  anchorCodeBound: () => fail(API_CODE.anchorCodeInvalid, API_MESSAGE.anchorCodeBound),
} as const;

/** Why someone not (yet) an anchor may not broadcast: wait, reject, or never certified [AN-7]. */
export function gateFailure(gate: Extract<AnchorGate, { ok: false }>): Failure {
  if (gate.status === 'wait') return ANCHOR_FAIL.auditWaiting();
  if (gate.status === 'reject') return ANCHOR_FAIL.auditRejected();
  return ANCHOR_FAIL.notCertified();
}
