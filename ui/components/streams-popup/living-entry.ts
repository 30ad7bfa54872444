// A live room or preview as /v1/match/getMatchLiving, /v1/living/recommend and /anchor/top answer it: the
// contract's one definition (contract/living.ts; the server builds it in server/api/routes/living-entries.ts).
// Shared by the streams popup [LS-13] and the recommendation carousel [AN-1].
import type { CallAt, DataOf } from '../../api';

export type Livings = DataOf<CallAt<'/v1/match/getMatchLiving'>>;
export type LivingEntry = Livings['livings'][number];
export type LivingMatch = NonNullable<LivingEntry['match']>;

const isEntry = (v: unknown): v is LivingEntry =>
  typeof v === 'object' && v !== null && typeof (v as LivingEntry).roomId === 'number' && typeof (v as LivingEntry).anchorName === 'string';

/** The entries of an answer's list that have the fields the UI needs; anything else is dropped (a page cached
 *  across a deploy may meet an older server). */
export function entriesOf(list: unknown): LivingEntry[] {
  return Array.isArray(list) ? list.filter(isEntry) : [];
}

export function livingsOf(data: unknown): Livings {
  const d = (data ?? {}) as { livings?: unknown; previews?: unknown };
  return { livings: entriesOf(d.livings), previews: entriesOf(d.previews) };
}

/** A room's name, or its match when the feed gave no name (a preview announced before its room was). */
export function roomTitle(e: LivingEntry): string {
  if (e.roomName) return e.roomName;
  return e.match ? `${e.match.homeTeamName} VS ${e.match.awayTeamName}` : `${e.anchorName}的直播间`;
}
