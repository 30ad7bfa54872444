// Following a competition or a team (SPEC.md §7 "Follow of competitions and teams", [FL-1]): whether the user
// follows it (/follow/act/isFollow), follow (/follow/act/status) and unfollow (/follow/act/unfollow by the follow's
// id); 关注成功 / 取消关注. Logged out, the login dialog opens (SPEC.md §5: follow while logged out). Every change is
// told to the follow menu (followChanges), which lists them again.
import type { Sport } from '../../../engine/core';
import type { HttpClient } from '../../api';
import { callJson } from '../../api';
import { SPORT_TYPE } from './data-calls';

export type FollowKind = 'competition' | 'team';

export interface FollowTarget {
  readonly sport: Sport;
  readonly kind: FollowKind;
  readonly id: number;
}

/** What the button knows: followed or not, and the follow's id (unfollow takes it). */
export interface FollowState {
  readonly followed: boolean;
  readonly followerId: number | null;
}

const FOLLOW_TYPE = { competition: 1, team: 2 } as const;

const bodyOf = (t: FollowTarget) => ({
  sportType: SPORT_TYPE[t.sport], followType: FOLLOW_TYPE[t.kind],
  ...(t.kind === 'competition' ? { compId: t.id } : { teamId: t.id }),
});

export async function readFollow(api: Pick<HttpClient, 'post'>, target: FollowTarget): Promise<FollowState | undefined> {
  const answer = await callJson(api, '/follow/act/isFollow', bodyOf(target), { silent: true });
  return answer.ok ? { followed: answer.data.isFollow, followerId: answer.data.followerId } : undefined;
}

/** [FL-1] The next state, or undefined when the server refused (its message was shown as a toast [HT-3]). */
export async function toggleFollow(api: Pick<HttpClient, 'post'>, target: FollowTarget, now: FollowState): Promise<FollowState | undefined> {
  if (now.followed && now.followerId !== null) {
    const answer = await callJson(api, '/follow/act/unfollow', { followIds: [now.followerId] });
    return answer.ok ? { followed: false, followerId: null } : undefined;
  }
  const answer = await callJson(api, '/follow/act/status', bodyOf(target));
  return answer.ok ? { followed: answer.data.isFollow, followerId: answer.data.followerId } : undefined;
}

/** Follows changed on this page: the follow menu's cue to list them again. */
const listeners = new Set<() => void>();
export const followChanges = {
  notify(): void { for (const l of listeners) l(); },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
};
