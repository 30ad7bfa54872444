// /v1/customer/info (and the locally kept copy of it) → SessionUser, checked field by field: nothing the server or
// an old cache sends can put a wrong type into the header. Unknown fields are dropped.
import type { SessionUser } from './session-store';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const optionalNumber = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

export function parseSessionUser(raw: unknown): SessionUser | undefined {
  if (!isRecord(raw)) return undefined;
  const { id, nickname, avatar, isAnchor, identifier, userCode, customerId, followToCount, followFromCount } = raw;
  if (typeof id !== 'number' || typeof nickname !== 'string') return undefined;
  const room = typeof identifier === 'number' || (typeof identifier === 'string' && identifier !== '') ? String(identifier) : undefined;
  return {
    id,
    nickname,
    avatar: typeof avatar === 'string' ? avatar : '',
    isAnchor: isAnchor === 1 ? 1 : 0,
    ...(room !== undefined && { identifier: room }),
    ...(typeof userCode === 'string' && { userCode }),
    ...(optionalNumber(customerId) !== undefined && { customerId: optionalNumber(customerId) }),
    ...(optionalNumber(followToCount) !== undefined && { followToCount: optionalNumber(followToCount) }),
    ...(optionalNumber(followFromCount) !== undefined && { followFromCount: optionalNumber(followFromCount) }),
  };
}
