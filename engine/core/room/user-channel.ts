// The user channel's messages (proto/live.proto "User channel", 310–312): private messages pushed to the
// logged-in user, as the engine and the page see them. Plain data: they cross the worker boundary by structured clone.

export interface PrivateMessage {
  readonly msgId: number;
  readonly fromId: number;
  readonly toId: number;
  readonly text: string;
  /** ms, server time */
  readonly ts: number;
}

/** An anchor the user follows (or asked to be reminded of) went live (kind 3 ANCHOR_LIVE). */
export interface AnchorLiveNotice {
  readonly type: 'anchorLive';
  readonly anchorId: number;
  readonly anchorName: string;
  readonly anchorAvatar: string;
  readonly roomId: number;
  readonly roomName: string;
  readonly sportType: number;
  /** 0: none */
  readonly matchId: number;
  /** ms since the epoch, when it went live */
  readonly at: number;
}

export type UserEvent =
  /** customerId 0: refused (token, or no messaging on that server). unread: the user's total. */
  | { readonly type: 'subscribed'; readonly customerId: number; readonly unread: number }
  | { readonly type: 'message'; readonly message: PrivateMessage; readonly unread: number }
  | { readonly type: 'read'; readonly peerId: number; readonly unread: number }
  | AnchorLiveNotice;

export type UserRequest =
  | { readonly kind: 'userSubscribe'; readonly accessToken: string }
  | { readonly kind: 'userUnsubscribe' };
