// Following an anchor from the search results and the profile [FL-1, FL-3]: logged out, the login dialog opens
// (SPEC.md §5: an anchor follow opens it, unlike a match follow); one's own account is refused with
// 无法关注自己的账号～ before anything is sent; otherwise /v1/customer/follow/action with the next status (the
// search's rule, SPEC.md §4: 2 becomes 1, otherwise 2) and 关注成功 / 取消关注. Resolves to the new status, or
// undefined when nothing changed (the client already said why [HT-3]).
import { callJson } from '../api';
import type { HttpClient } from '../api';
import { requestShell } from '../app/shell-requests';
import type { Toaster } from '../components/toast/toast-store';
import { API_MESSAGE } from '../../contract/codes';
import { SUCCESS } from './account-messages';

export interface AnchorFollowDeps {
  readonly api: Pick<HttpClient, 'post'>;
  readonly toast: Toaster;
  /** The logged-in user's id; undefined when logged out. */
  readonly me: () => number | undefined;
  readonly openLogin?: () => void;
}

export interface AnchorFollowRequest {
  readonly customerId: number;
  /** 1 followed, 2 not. */
  readonly current: number;
  readonly prepareId?: number;
}

/** SPEC.md §4: for anchor search, followStatus 2 becomes 1, otherwise 2. */
export const nextAnchorFollow = (status: number): 1 | 2 => (status === 2 ? 1 : 2);

export async function toggleAnchorFollow(deps: AnchorFollowDeps, r: AnchorFollowRequest): Promise<1 | 2 | undefined> {
  const me = deps.me();
  if (me === undefined) {
    (deps.openLogin ?? (() => requestShell({ type: 'login' })))();
    return undefined;
  }
  if (me === r.customerId) {
    deps.toast.warning(API_MESSAGE.followSelf); // [FL-3]
    return undefined;
  }
  const status = nextAnchorFollow(r.current);
  const answer = await callJson(deps.api, '/v1/customer/follow/action', { status, followCustomerId: r.customerId, prepareId: r.prepareId ?? 0 });
  if (!answer.ok) return undefined;
  deps.toast.success(status === 1 ? SUCCESS.followed : SUCCESS.unfollowed);
  return status;
}
