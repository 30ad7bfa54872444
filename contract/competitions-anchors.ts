// SPEC.md §7 "Competitions and anchors". Served so far: /anchor/top, the carousel's 好评解说 fallback [AN-1].
// /anchor/close (the page calls it before logging an anchor out [AU-9]) is not served yet: it comes with the
// anchor screens, and its entry with it.
import { Type } from 'typebox';
import { jsonCall } from './call';
import { LivingEntry, SHOW_MESSAGES, showBody } from './living';

export const COMPETITIONS_ANCHORS = {
  /** The feed has no ratings: "top" is every anchor whose room the state holds, by subscribers, then level. */
  top: jsonCall({
    path: '/anchor/top', auth: 'optional', body: showBody(), messages: SHOW_MESSAGES,
    data: Type.Object({ anchors: Type.Array(LivingEntry) }),
  }),
} as const;
