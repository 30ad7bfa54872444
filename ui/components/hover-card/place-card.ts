// Where the hover card goes [LS-14]: below its row (above when the row is too low), centred on the point the
// pointer entered at (the row's centre for keyboard focus), and always inside the viewport. Pure.

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

export const CARD_GAP = 6;
export const VIEWPORT_MARGIN = 8;

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), Math.max(min, max));

export function placeCard(row: Box, card: Size, viewport: Size, anchorX = row.left + row.width / 2): { left: number; top: number } {
  const left = clamp(anchorX - card.width / 2, VIEWPORT_MARGIN, viewport.width - VIEWPORT_MARGIN - card.width);
  const below = row.top + row.height + CARD_GAP;
  const above = row.top - CARD_GAP - card.height;
  const fitsBelow = below + card.height <= viewport.height - VIEWPORT_MARGIN;
  const fitsAbove = above >= VIEWPORT_MARGIN;
  const top = fitsBelow || !fitsAbove ? below : above;
  return { left, top: clamp(top, VIEWPORT_MARGIN, viewport.height - VIEWPORT_MARGIN - card.height) };
}
