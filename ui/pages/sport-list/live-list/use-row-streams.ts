// [LS-13] "Clicking a card with live/preview streams opens a popup listing them": the row holds the streams popup's
// open state, so its teams and score open the same popup as its live/preview button. A row without streams keeps
// its teams and score inert for now: the other half of LS-13 (the match detail in a new tab) waits for the detail
// page (the match-centre issue); only the button opens that today.
import { useState } from 'react';
import type { StreamsPopupState } from './stream-button';

export interface RowStreams {
  readonly popup: StreamsPopupState;
  /** Spread on the row's teams and score: a click opens the popup (nothing when the match has no streams). */
  readonly opener: { readonly onClick?: () => void; readonly 'data-opens-streams'?: true };
}

export function useRowStreams(living: number, preview: number): RowStreams {
  const [open, setOpen] = useState(false);
  const withStreams = living > 0 || preview > 0;
  return {
    popup: { open, setOpen },
    opener: withStreams ? { onClick: () => setOpen(true), 'data-opens-streams': true } : {},
  };
}
