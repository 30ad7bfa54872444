// [LR-1] [LR-2] Whether the user may enter the room, from the entry check's answers. Pure. Checked only for
// logged-in users (guests pass); start = enterable, then the kick check; end = closed (直播间已关闭); illegal =
// banned (直播间已封禁); any failure of either check = 进入直播间失败.
import type { ApiOutcome } from '../../api';
import type { KickAnswer, KickStatus, RoomStatusData } from './live-room-api';
import { kickStatusOf } from './live-room-api';

export type Entry =
  | { readonly kind: 'enter' }
  | { readonly kind: 'closed' }
  | { readonly kind: 'banned' }
  | { readonly kind: 'kicked'; readonly kick: KickStatus }
  | { readonly kind: 'failed' };

export const ENTRY_COPY = {
  closed: '直播间已关闭',
  banned: '直播间已封禁',
  bannedReason: '该直播间因违反平台规范已被封禁',
  failed: '进入直播间失败',
  kicked: '您已被踢出直播间',
  kickedConfirm: '您无法进入直播间，是否查看赛事详情',
  notFound: '直播间不存在',
} as const;

/** The status answer alone: whether to ask the kick check next ('enter'), or the outcome. */
export function entryFromStatus(status: ApiOutcome<RoomStatusData>): Entry {
  if (!status.ok || !status.data.exist) return { kind: 'failed' };
  switch (status.data.livingRoomStatus) {
    case 'start': return { kind: 'enter' };
    case 'end': return { kind: 'closed' };
    case 'illegal': return { kind: 'banned' };
    default: return { kind: 'failed' };
  }
}

export function entryFromKick(kick: ApiOutcome<KickAnswer>): Entry {
  if (!kick.ok) return { kind: 'failed' };
  const status = kickStatusOf(kick.data);
  return status.kicked ? { kind: 'kicked', kick: status } : { kind: 'enter' };
}
