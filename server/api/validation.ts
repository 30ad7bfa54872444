// Request validation: each call's body schema (contract/), checked by Fastify's Ajv; a failure becomes one
// plain-language message (the client shows it as a toast [HT-3]). A call may give its own copy per field (its
// contract entry's `messages`, SPEC.md §5).
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldMessages } from '../../contract/call';
import { API_MESSAGE } from '../../contract/codes';
import { NO_CONTROL_CHARACTERS } from '../../contract/fields';

export type { FieldMessages };

const LABELS: Readonly<Record<string, string>> = {
  phoneNumber: '手机号', phone: '手机号', nationalCode: '国家区号', code: '验证码', scene: '验证码类型',
  password: '密码', pwOne: '新密码', pwTwo: '确认密码', source: '来源', scope: '范围',
  interests: '喜好', interestId: '喜好', type: '类型', levelType: '等级类型',
  matchId: '比赛', sportType: '运动类型', status: '关注状态', followCustomerId: '关注对象', prepareId: '预约编号',
  customerId: '用户', keyword: '关键词', pageNum: '页码', pageSize: '每页数量', queryOrder: '排序方式',
  followType: '关注类型', realName: '真实姓名', idCard: '身份证号码', text: '内容', roomName: '直播间标题', notification: '直播公告', compId: '赛事', teamId: '球队', followIds: '关注记录', types: '字典类型',
  showCount: '展示数量', matchDate: '比赛日期',
};

const PHONE_FIELDS: ReadonlySet<string> = new Set(['phoneNumber', 'phone']);

const isControlCharacter = (e: FastifySchemaValidationError) =>
  e.keyword === 'pattern' && (e.params as { pattern?: unknown }).pattern === NO_CONTROL_CHARACTERS;

/** A control character says what is wrong, whatever a route's copy for the field (that is for empty fields). */
function controlCharacterMessage(field: string): string {
  return PHONE_FIELDS.has(field) ? API_MESSAGE.badPhone /* [AU-2] */ : `${LABELS[field] ?? (field || '请求')}不能包含控制字符`;
}

/** 'interests/0/interestId' → 'interestId'; the field a validation error is about. */
export function fieldOf(e: FastifySchemaValidationError): string {
  if (e.keyword === 'required') {
    const missing = (e.params as { missingProperty?: unknown }).missingProperty;
    if (typeof missing === 'string') return missing;
  }
  const path = e.instancePath.split('/').filter((p) => p !== '' && !/^\d+$/.test(p));
  return path.at(-1) ?? '';
}

export function validationMessage(errors: readonly FastifySchemaValidationError[], messages: FieldMessages = {}): string {
  const e = errors[0];
  if (!e) return '请求参数不正确';
  const field = fieldOf(e);
  if (isControlCharacter(e)) return messages[`${field}.pattern`] ?? controlCharacterMessage(field);
  const own = messages[`${field}.${e.keyword}`] ?? messages[field];
  if (own) return own;
  const label = LABELS[field] ?? (field || '请求');
  switch (e.keyword) {
    case 'required': return `请填写${label}`;
    case 'maxItems': return `${label}数量超出上限`;
    case 'minItems': return `请选择${label}`;
    case 'maxLength': return `${label}过长`;
    case 'minLength': return `请填写${label}`;
    case 'enum': case 'const': return `${label}取值不正确`;
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum': return `${label}超出范围`;
    default: return `${label}格式不正确`;
  }
}
