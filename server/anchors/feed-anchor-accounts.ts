// Accounts for the feed's anchors. The feed (a provider, a replayed day) names anchors by customId in its rooms;
// following, messaging, the profile and the levels all need an account, so each anchor the feed names gets one
// the first time it is seen: id = the feed's customId, room_id = its room, its nickname and avatar, anchor level
// from the provider's level (an imported 'history' grant, so the level tables describe it as for any anchor).
// Nobody logs in as them: the national code 'feed' is no calling code, so no phone entered ever matches.
import type { LiveState } from '../../engine/core';
import type { Queryable } from '../db/database';
import { insertUser } from '../db/repositories/users';
import { grantExperience } from '../levels/experience';
import { historyGrant } from '../levels/experience-rules';

export const FEED_NATIONAL_CODE = 'feed';
const MAX_USER_ID = 2_147_483_647;
/** 9 digits: never one of the 8-digit codes new accounts draw (server/api/accounts.ts). */
const userCodeOf = (id: number) => String(900_000_000 + (id % 100_000_000));

export class FeedAnchorAccounts {
  /** Anchors known to have an account (created now or found): each is looked at once per process. */
  private readonly known = new Set<number>();
  private last: LiveState['rooms'] | undefined;
  /** One sync at a time: a caller awaiting sync() finds every account of the state it passed made. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Queryable, private readonly now: () => number) {}

  /** Creates the missing accounts of the rooms' anchors; how many it created. Cheap when the rooms are unchanged. */
  sync(state: LiveState): Promise<number> {
    const run = this.chain.then(() => this.syncNow(state));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async syncNow(state: LiveState): Promise<number> {
    if (state.rooms === this.last) return 0;
    this.last = state.rooms;
    const fresh = new Map<number, LiveState['rooms'][number]>();
    for (const room of Object.values(state.rooms)) {
      const id = room.anchor.customId;
      if (id > 0 && id <= MAX_USER_ID && !this.known.has(id) && !fresh.has(id)) fresh.set(id, room);
    }
    if (fresh.size === 0) return 0;
    const have = await this.db.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[])', [[...fresh.keys()]]);
    for (const { id } of have) {
      this.known.add(id);
      fresh.delete(id);
    }
    let created = 0;
    const at = new Date(this.now());
    for (const [id, room] of fresh) {
      const user = await insertUser(this.db, {
        id, nationalCode: FEED_NATIONAL_CODE, phone: String(id), nickname: room.anchor.name, avatar: room.anchor.avatar,
        userCode: userCodeOf(id), isAnchor: true, roomId: room.roomId, anchorLevel: 1, predictionLevel: 1,
      }, at);
      // Not inserted: its room id is another account's (nothing to follow here then), or a concurrent process made it.
      this.known.add(id);
      if (!user) continue;
      const history = historyGrant(id, 2, room.anchor.level);
      if (history) await grantExperience(this.db, history, at);
      created++;
    }
    return created;
  }
}
