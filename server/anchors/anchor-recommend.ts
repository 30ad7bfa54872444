// /anchor/findAllLivingAnchors and /anchor/findAnchorRecommend (contract/anchor-living.ts) from the live rooms,
// most watched first (server/api/routes/living-entries.ts recommendedLivings): pure ranking, the route adds the
// caller's follows and the bios.
import type { LivingEntry } from '../../contract';

/** Each anchor once, at their first (most watched) room; order kept. */
export function onePerAnchor<E extends Pick<LivingEntry, 'anchorCustomId'>>(entries: readonly E[]): E[] {
  const seen = new Set<number>();
  return entries.filter((e) => !seen.has(e.anchorCustomId) && seen.add(e.anchorCustomId));
}

/**
 * Anchors to recommend: live ones only, each once, not the excluded room; those the caller follows first, the
 * order otherwise kept (most watched first); at most `count`.
 */
export function recommendAnchors<E extends Pick<LivingEntry, 'anchorCustomId' | 'roomId' | 'living'>>(
  entries: readonly E[], o: { readonly followed: ReadonlySet<number>; readonly excludeRoomId?: number; readonly count: number },
): E[] {
  const live = onePerAnchor(entries.filter((e) => e.living && e.roomId !== o.excludeRoomId));
  const first = live.filter((e) => o.followed.has(e.anchorCustomId));
  const rest = live.filter((e) => !o.followed.has(e.anchorCustomId));
  return [...first, ...rest].slice(0, o.count);
}
