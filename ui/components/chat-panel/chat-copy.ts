// The chat panel's copy (SPEC.md has only the kick's 您已被踢出直播间 [LR-2]; the rest is ours, in its voice) and
// what each room notice says to the user.
import type { RoomNoticeKind } from '../../../engine/core/codes';
import type { JoinRefusal } from '../../../engine/core/room/chat-list';
import { CHAT_TEXT_MAX } from '../../../engine/core/room/types';
import { localClock } from '../../../engine/core/time/beijing-day';

export const CHAT_COPY = {
  title: '聊天',
  placeholder: '说点什么吧～',
  guestPrompt: '登录后参与聊天',
  login: '登录',
  send: '发送',
  empty: '还没有人发言，来说第一句吧',
  connecting: '正在进入聊天室…',
  /** The room does not exist (the live room page's 直播间不存在, said for the chat). */
  notFound: '直播间不存在，无法进入聊天室',
  /** This browser is in as many rooms' chats as the gateway allows (its tabs share one connection). */
  tooManyRooms: '打开的直播间太多，关闭其他直播间后即可进入聊天室',
  kicked: '您已被踢出直播间',
  /** Who is in this chat now (its connections), not the stream's viewers, which the room's header counts. */
  audience: (n: number) => `聊天室${n}人在线`,
  counter: (n: number) => `${n}/${CHAT_TEXT_MAX}`,
  mutedInput: '您已被禁言',
  actions: '管理',
  kick: '踢出直播间',
  mute: '禁言10分钟',
  remove: '删除消息',
  kickDone: '已踢出直播间',
  muteDone: '已禁言10分钟',
  removeDone: '消息已删除',
  you: '我',
} as const;

const CHAT_UNAVAILABLE = '聊天暂不可用，请稍后再试';

/** What the list says when the join was refused, in place of 正在进入聊天室…. */
export function joinRefusedText(why: JoinRefusal): string {
  switch (why) {
    case 'notFound': return CHAT_COPY.notFound;
    case 'tooManyRooms': return CHAT_COPY.tooManyRooms;
    case 'unavailable': return CHAT_UNAVAILABLE;
  }
}

/** The line a notice (or a send the worker refused) shows under the input; undefined: nothing to say. */
export function noticeText(kind: RoomNoticeKind | 'offline', until = 0): string | undefined {
  switch (kind) {
    case 'kicked': return CHAT_COPY.kicked;
    case 'muted': return until > 0 ? `您已被禁言，${localClock(until)}后可发言` : '您已被禁言';
    case 'unmuted': return '您的禁言已解除';
    case 'rateLimited': return '发言太频繁，请稍后再试';
    case 'tooLong': return `最多输入${CHAT_TEXT_MAX}个字`;
    case 'badText': return '消息不能为空，也不能含有特殊控制字符';
    case 'loginRequired': return '请先登录';
    case 'notJoined': return CHAT_COPY.connecting;
    case 'offline': return '网络连接中，请稍后再试';
    case 'unavailable': return CHAT_UNAVAILABLE;
    // Said in the list, in place of the join that is not coming (chat-panel.tsx).
    case 'notFound': case 'tooManyRooms': return undefined;
    case 'tokenRefused': case 'role': return undefined;
  }
}
