// What each feed code means: the event it decodes to, its sport and mode, and the payload its body must carry.
import { CODE, sportCode } from '../core/codes';
import type { FeedEventType } from '../core/events';
import type { Sport } from '../core/sport';
import { SPORTS } from '../core/sport';

export type Payload =
  | 'list' | 'scoreObj' | 'match' | 'incidents' | 'statList' | 'tliveList' | 'varCheck' | 'playerStats' | 'seat'
  | 'room' | 'none' | 'anchorInfo' | 'roomPatch' | 'lineup' | 'odds' | 'momentum';

export interface CodeInfo {
  readonly event: FeedEventType;
  /** The sport the code belongs to; undefined for codes shared by both (the body's sportType says). */
  readonly sport?: Sport;
  readonly mode?: string;
  readonly payload: Payload;
}

function build(): ReadonlyMap<number, CodeInfo> {
  const table = new Map<number, CodeInfo>();
  for (const sport of SPORTS) {
    const at = (footballCode: number, info: Omit<CodeInfo, 'sport'>) => table.set(sportCode(sport, footballCode), { ...info, sport });
    at(CODE.footballList, { event: 'listSnapshot', payload: 'list' });
    at(CODE.footballScore, { event: 'score', payload: 'scoreObj' });
    at(CODE.footballStatus, { event: 'status', payload: 'scoreObj' });
    at(CODE.footballMatch, { event: 'matchUpsert', payload: 'match' });
    at(CODE.footballIncidents, { event: 'incidents', mode: 'replace', payload: 'incidents' });
    at(CODE.footballIncidentsAppend, { event: 'incidents', mode: 'append', payload: 'incidents' });
    at(CODE.footballStats, { event: 'stats', mode: 'replace', payload: 'statList' });
    at(CODE.footballStatsMerge, { event: 'stats', mode: 'merge', payload: 'statList' });
    at(CODE.footballStatsClear, { event: 'stats', mode: 'clear', payload: 'statList' });
    at(CODE.footballTextLive, { event: 'textLive', mode: 'replace', payload: 'tliveList' });
    at(CODE.footballTextLiveAppend, { event: 'textLive', mode: 'append', payload: 'tliveList' });
    at(CODE.footballTextLiveEdit, { event: 'textLive', mode: 'edit', payload: 'tliveList' });
    at(CODE.footballLineup, { event: 'lineup', payload: 'lineup' });
    at(CODE.footballOdds, { event: 'odds', mode: 'open', payload: 'odds' });
    at(CODE.footballOddsChange, { event: 'odds', mode: 'change', payload: 'odds' });
    at(CODE.footballOddsSettle, { event: 'odds', mode: 'settle', payload: 'odds' });
    at(CODE.footballMomentum, { event: 'momentum', payload: 'momentum' });
  }
  table.set(CODE.footballVar, { event: 'var', payload: 'varCheck' });
  table.set(CODE.anchorSeats, { event: 'seats', mode: 'replace', payload: 'seat' });
  table.set(CODE.anchorSeatTake, { event: 'seats', mode: 'take', payload: 'seat' });
  table.set(CODE.anchorSeatRelease, { event: 'seats', mode: 'release', payload: 'seat' });
  table.set(CODE.playerStats, { event: 'playerStats', payload: 'playerStats' });
  table.set(CODE.streamStart, { event: 'streamStart', payload: 'room' });
  table.set(CODE.streamClose, { event: 'streamClose', payload: 'none' });
  table.set(CODE.matchSwitch, { event: 'matchSwitch', payload: 'room' });
  table.set(CODE.previewAdd, { event: 'previewAdd', payload: 'anchorInfo' });
  table.set(CODE.previewRemove, { event: 'previewRemove', payload: 'anchorInfo' });
  table.set(CODE.roomInfo, { event: 'roomInfo', payload: 'roomPatch' });
  return table;
}

export const CODE_TABLE = build();
