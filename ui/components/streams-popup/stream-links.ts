// Where the streams popup [LS-13] and the carousel [AN-1] lead (SPEC.md §2 live room routes).
import type { Sport } from '../../../engine/core';

export const roomUrl = (roomId: number): string => `/liveRoom?roomId=${roomId}`;

/** The match's detail in the live room page: a match without streams, and the football popup's 比赛详情. */
export const matchDetailUrl = (matchId: number, sport: Sport): string => `/liveRoom?detail=${matchId}&SportType=${sport}`;
