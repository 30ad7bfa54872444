// [LS-13] "Clicking a card with live/preview streams opens a popup listing them; otherwise it opens
// /liveRoom?detail={matchId}&SportType=… in a new tab": the row holds the streams popup's open state, so its teams
// and score open the same popup as its live/preview button; a row without streams opens the match centre.
import { useState } from 'react';
import type { Sport } from '../../../../engine/core';
import { warmOn } from '../../../app/route-warmup';
import { matchDetailUrl } from '../../../components/streams-popup/stream-links';
import type { StreamsPopupState } from './stream-button';
import { openOwnTab } from '../../../app/own-tab';

export interface RowStreams {
  readonly popup: StreamsPopupState;
  /** Spread on the row's teams and score: a click opens the popup, or the match's detail in a new tab. */
  readonly opener: {
    readonly onClick: () => void;
    readonly onPointerEnter?: () => void;
    readonly onPointerDown?: () => void;
    readonly 'data-opens-streams'?: true;
    readonly 'data-opens-detail'?: true;
  };
}

export function useRowStreams(id: number, sport: Sport, living: number, preview: number): RowStreams {
  const [open, setOpen] = useState(false);
  const withStreams = living > 0 || preview > 0;
  return {
    popup: { open, setOpen },
    opener: withStreams
      ? { onClick: () => setOpen(true), 'data-opens-streams': true }
      // The match centre's chunk is warmed as the pointer comes (ui/app/route-warmup.ts).
      : { onClick: () => openOwnTab(matchDetailUrl(id, sport)), ...warmOn(matchDetailUrl(id, sport)), 'data-opens-detail': true },
  };
}
