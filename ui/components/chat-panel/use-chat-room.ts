// The chat panel's state: joins the room on the engine's socket with the session's token (again when the user logs
// in or out), folds every room event into the list (engine/core reduceChat), and keeps the one line to show
// under the input (a refusal, a mute, the kick).
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { RoomNoticeKind } from '../../../engine/core/codes';
import type { ChatList } from '../../../engine/core/room/chat-list';
import { emptyChatList, reduceChat } from '../../../engine/core/room/chat-list';
import type { RoomEvent } from '../../../engine/worker/api';
import { callJson } from '../../api/calls';
import type { Accounts } from '../../accounts/accounts';
import type { ChatRoomPort } from './chat-room-port';
import { noticeText } from './chat-copy';

export interface ChatRoom {
  readonly list: ChatList;
  /** The line under the input, if any. */
  readonly notice: string | undefined;
  send(text: string): Promise<boolean>;
}

type Action = { readonly type: 'event'; readonly event: RoomEvent } | { readonly type: 'reset'; readonly roomId: number };

const reducer = (list: ChatList, action: Action): ChatList =>
  action.type === 'reset' ? emptyChatList(action.roomId) : reduceChat(list, action.event);

export function useChatRoom(port: ChatRoomPort | null, roomId: number, accounts: Accounts, loggedIn: boolean): ChatRoom {
  const [list, dispatch] = useReducer(reducer, roomId, emptyChatList);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [rejoin, setRejoin] = useState(0);
  const token = () => accounts.api.tokens.access() ?? '';

  useEffect(() => {
    if (!port) return;
    let leave: (() => void) | undefined;
    let gone = false;
    dispatch({ type: 'reset', roomId });
    const onEvent = (event: RoomEvent) => {
      dispatch({ type: 'event', event });
      if (event.type !== 'notice') return;
      if (event.kind === 'tokenRefused') {
        // An expired access token: any authenticated call refreshes it (the client replays after 10050), then join again.
        void callJson(accounts.api, '/v1/liveroom/customStatusForLiveRoomList', { roomId }).then((r) => { if (r.ok && !gone) setRejoin((n) => n + 1); });
        return;
      }
      setNotice(noticeText(event.kind as RoomNoticeKind, event.until));
    };
    void port.joinRoom(roomId, loggedIn ? token() : '', onEvent).then((off) => { if (gone) off(); else leave = off; });
    return () => {
      gone = true;
      leave?.();
    };
    // The token is read at join time; a login or logout joins again with the new identity.
  }, [port, roomId, loggedIn, rejoin]);

  const send = useCallback(async (text: string) => {
    if (!port) return false;
    const answer = await port.sendChat(roomId, text, token());
    if (answer.ok) {
      setNotice(undefined);
      return true;
    }
    setNotice(noticeText(answer.reason === 'notJoined' ? 'notJoined' : answer.reason));
    return false;
  }, [port, roomId]);

  return { list, notice, send };
}
