// The anchors' copy: SPEC.md §5 and §8 exactly (the audit messages are the server's too: contract/codes.ts).
import { API_MESSAGE } from '../../contract/codes';

export const AUDIT_MESSAGE = {
  /** [AN-7] */
  wait: API_MESSAGE.auditWaiting,
  /** [AN-7] */
  reject: API_MESSAGE.auditRejected,
  /** [AN-7] SPEC.md §5 */
  notCertified: API_MESSAGE.notCertified,
} as const;

/** SPEC.md §8 success messages. */
export const BROADCAST_CLOSED = '下播成功，辛苦您了～';
/** A prepared broadcast given up before its stream arrived (SPEC.md has no copy for it). */
export const BROADCAST_CANCELLED = '已取消本次开播';

/** 开播提醒 set and taken back, and a broadcast draft saved: told as the product's other actions are (SPEC.md has
 *  no copy for them). */
export const REMIND_SET = '开播提醒设置成功';
export const REMIND_CLEARED = '已取消开播提醒';
export const DRAFT_SAVED = '开播信息已保存';

export const ID_NUMBER_MESSAGE = {
  empty: '请输入身份证号码',
  invalid: API_MESSAGE.idNumberInvalid,
  nameInvalid: API_MESSAGE.realNameInvalid,
} as const;
