// Where the hover card goes [LS-14]: below its row (above when the row is too low), centred on the point the
// pointer entered at (the row's centre for keyboard focus), and always inside the viewport. A card taller than the
// room on either side goes to the roomier side with a height limit (the rest is cut), never over its own row:
// covering what the pointer rests on would hide the row the card is about. Pure.

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Placement {
  readonly left: number;
  readonly top: number;
  /** The height the card may take there. */
  readonly maxHeight: number;
}

export const CARD_GAP = 6;
export const VIEWPORT_MARGIN = 8;
/** Below this the card would show only its title: then it keeps this much, inside the viewport. */
export const MIN_CARD_HEIGHT = 120;

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), Math.max(min, max));

export function placeCard(row: Box, card: Size, viewport: Size, anchorX = row.left + row.width / 2): Placement {
  const left = clamp(anchorX - card.width / 2, VIEWPORT_MARGIN, viewport.width - VIEWPORT_MARGIN - card.width);
  const below = row.top + row.height + CARD_GAP;
  const roomBelow = viewport.height - VIEWPORT_MARGIN - below;
  const roomAbove = row.top - CARD_GAP - VIEWPORT_MARGIN;
  const inside = (top: number, height: number) => clamp(top, VIEWPORT_MARGIN, viewport.height - VIEWPORT_MARGIN - height);
  if (card.height <= roomBelow || (card.height > roomAbove && roomBelow >= roomAbove)) {
    const maxHeight = Math.max(roomBelow, MIN_CARD_HEIGHT);
    return { left, top: inside(below, Math.min(card.height, maxHeight)), maxHeight };
  }
  const maxHeight = Math.max(roomAbove, MIN_CARD_HEIGHT);
  const height = Math.min(card.height, maxHeight);
  return { left, top: inside(row.top - CARD_GAP - height, height), maxHeight };
}
