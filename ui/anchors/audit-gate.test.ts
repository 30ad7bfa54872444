import { describe, expect, it } from 'vitest';
import { startBroadcastStep } from './audit-gate';

describe('开播 by audit status [AN-7]', () => {
  it('[AN-7] pass proceeds to /anchorStart with no message', () => {
    expect(startBroadcastStep('pass', null)).toEqual({ messages: [], go: 'anchorStart' });
  });
  it('[AN-7] wait says 后台正在审核中，请耐心等待～ and stays', () => {
    expect(startBroadcastStep('wait', null)).toEqual({ messages: [{ kind: 'info', text: '后台正在审核中，请耐心等待～' }], go: 'stay' });
  });
  it('[AN-7] reject says 审核已被驳回～, the cancelReason as a warning, and goes to certification', () => {
    expect(startBroadcastStep('reject', '证件照片不清晰')).toEqual({
      messages: [{ kind: 'warning', text: '审核已被驳回～' }, { kind: 'warning', text: '证件照片不清晰' }], go: 'certification',
    });
  });
  it('[AN-7] anything else: 认证成为主播后方可开播, to certification', () => {
    for (const status of ['none', 'unknown', '']) {
      expect(startBroadcastStep(status, null)).toEqual({ messages: [{ kind: 'info', text: '认证成为主播后方可开播' }], go: 'certification' });
    }
  });
});
