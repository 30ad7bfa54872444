// Anchors' bios for the living entries [AN-5]: the feed knows anchors by id, name and avatar only, so the bio is
// the account's description when the anchor has an account here; '' otherwise (the UI then shows
// 这个人很懒，还没有设置个性签名).
import type { Queryable } from '../../db/database';
import type { LivingEntry } from './living-entries';

/** Anchor ids fit the users table's integer id; larger feed ids cannot be accounts and are not asked for. */
const MAX_USER_ID = 2_147_483_647;

export async function withBios<E extends LivingEntry>(db: Queryable, entries: readonly E[]): Promise<E[]> {
  const ids = [...new Set(entries.map((e) => e.anchorCustomId))].filter((id) => id > 0 && id <= MAX_USER_ID);
  if (ids.length === 0) return [...entries];
  const rows = await db.query<{ id: number; description: string }>(
    'SELECT id, description FROM users WHERE is_anchor AND id = ANY($1::int[])', [ids]);
  const bios = new Map(rows.map((r) => [r.id, r.description]));
  return entries.map((e) => ({ ...e, description: bios.get(e.anchorCustomId) ?? e.description }));
}
