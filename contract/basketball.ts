// SPEC.md §7 "Basketball" (/v1/basketball/): the match lists (match-lists.ts) and the hover card's detail [LS-14].
import { Type } from 'typebox';
import { jsonCall } from './call';
import { detailBody, Stat, TextLiveEntry } from './match-detail';
import { matchLists, sportPath } from './match-lists';

export const BASKETBALL = {
  ...matchLists('basketball'),
  /** {stats, tlive}: the feed state's detail of the match. */
  statAndTlive: jsonCall({
    path: sportPath('basketball', 'matchStatAndTlive'), auth: 'optional', body: detailBody(),
    data: Type.Object({ stats: Type.Array(Stat), tlive: Type.Array(TextLiveEntry) }),
  }),
} as const;
