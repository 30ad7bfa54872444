// SPEC.md §7 "Football" (/v1/football/): the match lists (match-lists.ts) and the hover card's detail [LS-14].
import { Type } from 'typebox';
import { jsonCall } from './call';
import { detailBody, Incident, Stat, TextLiveEntry } from './match-detail';
import { matchLists, sportPath } from './match-lists';

export const FOOTBALL = {
  ...matchLists('football'),
  /** {incidents, stats, tlive}: the feed state's detail of the match, in feed order. */
  tliveAndIncidents: jsonCall({
    path: sportPath('football', 'matchTliveAndIncidentsData'), auth: 'optional', body: detailBody(),
    data: Type.Object({ incidents: Type.Array(Incident), stats: Type.Array(Stat), tlive: Type.Array(TextLiveEntry) }),
  }),
} as const;
