// Live rooms and previews as the streams popup [LS-13] and the recommendation carousel [AN-1] show them, cut from
// the feed state: a match's living/preview lists (AnchorBrief) joined with the room records (name, cover, counts,
// anchor level) and the match (teams, competition), in the contract's shape (contract/living.ts). Pure: the routes
// (living-recommend.ts) add the anchors' bios.
import type { AnchorBrief, LiveState, Match, Room, Sport } from '../../../engine/core';
import { SPORT_TYPE, SPORTS } from '../../../engine/core';
import type { LivingEntry, LivingMatch, Livings } from '../../../contract';

export type { LivingEntry, LivingMatch, Livings };

export interface RecommendOptions {
  /** At most this many of each list. */
  readonly showCount: number;
  /** Only this sport's rooms; both when left out. */
  readonly sport?: Sport;
}

export function livingMatch(state: LiveState, m: Match): LivingMatch {
  const s = state[m.sport];
  const competition = s.competitions[m.competitionId];
  const home = s.teams[m.homeTeamId];
  const away = s.teams[m.awayTeamId];
  return {
    matchId: m.id, sportType: SPORT_TYPE[m.sport], statusId: m.statusId, matchTime: m.matchTime,
    competitionShortName: competition?.shortName || competition?.name || '',
    homeTeamName: home?.name ?? '', awayTeamName: away?.name ?? '', homeTeamLogo: home?.logo ?? '', awayTeamLogo: away?.logo ?? '',
  };
}

function entryOf(state: LiveState, brief: AnchorBrief, match: Match | undefined, living: boolean): LivingEntry {
  const room: Room | undefined = state.rooms[brief.roomId];
  return {
    roomId: brief.roomId, roomName: room?.roomName ?? '', coverPicture: room?.coverPicture ?? '',
    viewCount: room?.viewCount ?? 0, setCount: room?.setCount ?? 0, living,
    anchorCustomId: brief.customId, anchorName: brief.nickname || room?.anchor.name || '',
    anchorAvatar: brief.avatar || room?.anchor.avatar || '', anchorLevel: room?.anchor.level ?? 0,
    anchorIdentify: room?.anchor.identify ?? 0, description: '',
    match: match ? livingMatch(state, match) : null,
  };
}

/** One match's streams, live first in list order, then its previews; undefined for an unknown match. */
export function matchLivings(state: LiveState, sport: Sport, matchId: number): Livings | undefined {
  const m = state[sport].matches[matchId];
  if (!m) return undefined;
  return {
    livings: m.living.map((a) => entryOf(state, a, m, true)),
    previews: m.preview.map((a) => entryOf(state, a, m, false)),
  };
}

/**
 * The carousel's 直播推荐 [AN-1]: every live room, most watched first, and the previews, soonest kick-off first.
 * An anchor appears once: live beats a preview, an earlier preview a later one.
 */
export function recommendedLivings(state: LiveState, options: RecommendOptions): Livings {
  const matches = (options.sport ? [options.sport] : SPORTS).flatMap((sport) => Object.values(state[sport].matches));
  const livings = matches.flatMap((m) => m.living.map((a) => entryOf(state, a, m, true)))
    .sort((a, b) => b.viewCount - a.viewCount || a.roomId - b.roomId);
  const seen = new Set(livings.map((e) => e.anchorCustomId));
  const previews: LivingEntry[] = [];
  for (const m of [...matches].sort((a, b) => a.matchTime - b.matchTime || a.id - b.id)) {
    for (const a of m.preview) {
      if (seen.has(a.customId)) continue;
      seen.add(a.customId);
      previews.push(entryOf(state, a, m, false));
    }
  }
  return { livings: livings.slice(0, options.showCount), previews: previews.slice(0, options.showCount) };
}

/**
 * The carousel's 好评解说 fallback [AN-1]. The feed has no ratings, so "top" is derived from what it does know:
 * every anchor whose room it has described (state.rooms, live or not), ranked by room subscribers (setCount),
 * then anchor level. Each anchor's room shows its current match, if the feed still lists it.
 */
export function topAnchors(state: LiveState, options: RecommendOptions): LivingEntry[] {
  const best = new Map<number, Room>();
  for (const room of Object.values(state.rooms)) {
    if (options.sport && room.sport !== options.sport) continue;
    const held = best.get(room.anchor.customId);
    if (!held || room.setCount > held.setCount) best.set(room.anchor.customId, room);
  }
  return [...best.values()]
    .sort((a, b) => b.setCount - a.setCount || b.anchor.level - a.anchor.level || a.anchor.customId - b.anchor.customId)
    .slice(0, options.showCount)
    .map((room) => {
      const brief = { customId: room.anchor.customId, roomId: room.roomId, avatar: room.anchor.avatar, nickname: room.anchor.name };
      return entryOf(state, brief, state[room.sport].matches[room.matchId], room.living);
    });
}
