// SPEC.md §7 "Follow of competitions and teams" [FL-1]. sportType 1 football / 2 basketball; followType 1
// competition / 2 team. In the follow menu the hot groups have the ids 9999998 (competitions) and 9999999
// (teams): menu entries, not something to follow.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { jsonCall } from './call';
import { followStatus, followType, int, nullable, sportType } from './fields';

export const HOT_GROUP_ID = { competitions: 9999998, teams: 9999999 } as const;

/** SPEC.md §3 follow list item; for a competition the team fields are empty, and the other way round. */
export const FollowListItem = Type.Object({
  compId: Type.Integer(),
  compName: Type.String(),
  compLogo: Type.String(),
  teamId: Type.Integer(),
  teamName: Type.String(),
  teamLogo: Type.String(),
  /** The follow's id (what unfollow takes); null when not followed. */
  followerId: nullable(Type.Integer()),
  /** 1 followed, 2 not [FL-1]. */
  followStatus: followStatus(),
});
export type FollowListItem = Static<typeof FollowListItem>;

/** {compId or teamId, sportType, followType}: which id counts follows followType. */
const target = () => Type.Object({ sportType: sportType(), followType: followType(), compId: Type.Optional(int(1)), teamId: Type.Optional(int(1)) });

const FollowAnswer = Type.Object({ isFollow: Type.Boolean(), followerId: nullable(Type.Integer()) });

export const FOLLOW_ACT = {
  list: jsonCall({
    path: '/follow/act/list', auth: 'required', body: Type.Object({ followType: followType(), sportType: sportType() }),
    data: Type.Object({
      hot: Type.Object({ groupId: Type.Integer(), name: Type.String(), items: Type.Array(FollowListItem) }),
      list: Type.Array(FollowListItem),
    }),
  }),
  isFollow: jsonCall({ path: '/follow/act/isFollow', auth: 'required', body: target(), data: FollowAnswer }),
  /** Follows (hot-group ids refused). */
  status: jsonCall({ path: '/follow/act/status', auth: 'required', body: target(), data: FollowAnswer }),
  unfollow: jsonCall({
    path: '/follow/act/unfollow', auth: 'required',
    body: Type.Object({ followIds: Type.Array(int(1), { minItems: 1, maxItems: 100 }) }),
    data: Type.Object({ removed: Type.Integer() }),
  }),
} as const;
