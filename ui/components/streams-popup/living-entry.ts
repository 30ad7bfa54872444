// A live room or preview as /v1/match/getMatchLiving, /v1/living/recommend and /anchor/top answer it
// (server/api/routes/living-entries.ts; SPEC.md §3 "Anchor info" richer form). Shared by the streams popup
// [LS-13] and the recommendation carousel [AN-1].

export interface LivingMatch {
  readonly matchId: number;
  readonly sportType: number;
  readonly statusId: number;
  readonly matchTime: number;
  readonly competitionShortName: string;
  readonly homeTeamName: string;
  readonly awayTeamName: string;
}

export interface HitRate {
  readonly rate: number;
  readonly baseCount?: number;
  readonly hitCount?: number;
}

export interface LivingEntry {
  readonly roomId: number;
  readonly roomName: string;
  readonly viewCount: number;
  /** Streaming now (直播中); a preview (预告) otherwise. */
  readonly living: boolean;
  readonly anchorCustomId: number;
  readonly anchorName: string;
  readonly anchorAvatar: string;
  readonly anchorLevel: number;
  readonly description: string;
  readonly match: LivingMatch | null;
  /** Forecast statistics, when the server has them (SPEC.md §3 anchorPredictionData). */
  readonly anchorPredictionData?: { readonly singleLatestHitRate?: HitRate };
}

export interface Livings {
  readonly livings: readonly LivingEntry[];
  readonly previews: readonly LivingEntry[];
}

const isEntry = (v: unknown): v is LivingEntry =>
  typeof v === 'object' && v !== null && typeof (v as LivingEntry).roomId === 'number' && typeof (v as LivingEntry).anchorName === 'string';

/** The entries of an answer's list that have the fields the UI needs; anything else is dropped. */
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
