// [AN-7] What the 开播 button does for a logged-in user who is not broadcasting, by audit status: pass proceeds to
// /anchorStart; wait says 后台正在审核中，请耐心等待～ and stays; reject says 审核已被驳回～ (and the cancelReason as a
// warning) and goes to certification; anything else (never applied) says 认证成为主播后方可开播 and goes there too.
import type { AuditStatus } from './anchor-types';
import { AUDIT_MESSAGE } from './anchor-messages';

export interface GateStep {
  readonly messages: readonly { readonly kind: 'warning' | 'info'; readonly text: string }[];
  readonly go: 'anchorStart' | 'certification' | 'stay';
}

export function startBroadcastStep(status: AuditStatus | string, cancelReason: string | null): GateStep {
  const reason = cancelReason ? [{ kind: 'warning' as const, text: cancelReason }] : [];
  switch (status) {
    case 'pass': return { messages: [], go: 'anchorStart' };
    case 'wait': return { messages: [{ kind: 'info', text: AUDIT_MESSAGE.wait }, ...reason], go: 'stay' };
    case 'reject': return { messages: [{ kind: 'warning', text: AUDIT_MESSAGE.reject }, ...reason], go: 'certification' };
    default: return { messages: [{ kind: 'info', text: AUDIT_MESSAGE.notCertified }, ...reason], go: 'certification' };
  }
}
