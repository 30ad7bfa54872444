// The follow star of a match row [FL-1, FL-2]: logged out, 请登录后再关注～ (a match follow does not open the login
// dialog, unlike an anchor follow); logged in, /v1/match/follow/action toggles 1 ↔ 2 and says 关注成功 / 取消关注.
// Resolves to the new status, or undefined when nothing changed (the client already showed why [HT-3]).
import type { Sport } from '../../engine/core';
import type { Toaster } from '../components/toast/toast-store';
import type { AccountCalls } from './account-calls';
import { SUCCESS, VALIDATION } from './account-messages';
import type { FollowStatus } from './account-types';

export interface MatchFollowRequest {
  readonly matchId: number;
  readonly sport: Sport;
  /** The row's hasFollow now: 1 followed, 2 not (SPEC.md §3). */
  readonly current: FollowStatus;
}

export interface MatchFollowDeps {
  readonly calls: Pick<AccountCalls, 'followMatch'>;
  readonly toast: Toaster;
  readonly isLoggedIn: () => boolean;
}

/** [FL-1] */
export const toggledFollow = (status: FollowStatus): FollowStatus => (status === 1 ? 2 : 1);

export async function toggleMatchFollow(deps: MatchFollowDeps, request: MatchFollowRequest): Promise<FollowStatus | undefined> {
  if (!deps.isLoggedIn()) {
    deps.toast.warning(VALIDATION.followNeedsLogin); // [FL-2]
    return undefined;
  }
  const next = toggledFollow(request.current);
  const answer = await deps.calls.followMatch(request.matchId, request.sport, next);
  if (!answer.ok) return undefined;
  deps.toast.success(next === 1 ? SUCCESS.followed : SUCCESS.unfollowed);
  return next;
}
