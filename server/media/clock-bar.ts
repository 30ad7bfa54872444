// The burned-in wall clock of the demo test card, for glass-to-glass latency: Date.now() of the moment the frame
// left Node, as black/white blocks a page decodes by sampling canvas pixels (bench/room.ts). 48 blocks in two
// rows of 24: 42 bits of milliseconds (until 2109) then 6 bits of their popcount, so a frame caught mid-update or
// smeared by the encoder reads as invalid instead of a wrong time. Blocks are 10 px: H.264 at 640×360 keeps them.

export const CLOCK_BAR = {
  x: 16, y: 16, block: 10, perRow: 24, rows: 2, timeBits: 42, checkBits: 6,
  /** Luma of 1 and 0 (video range). */
  white: 235, black: 16,
} as const;

const BITS = CLOCK_BAR.timeBits + CLOCK_BAR.checkBits;

function popcount(ms: number): number {
  let n = 0;
  for (let i = 0; i < CLOCK_BAR.timeBits; i++) if (Math.floor(ms / 2 ** i) % 2 === 1) n++;
  return n;
}

/** Bit i of the bar (0 = most significant time bit). */
function bits(ms: number): number[] {
  const out: number[] = [];
  for (let i = CLOCK_BAR.timeBits - 1; i >= 0; i--) out.push(Math.floor(ms / 2 ** i) % 2);
  const check = popcount(ms);
  for (let i = CLOCK_BAR.checkBits - 1; i >= 0; i--) out.push((check >> i) & 1);
  return out;
}

/** Paints the bar into a luma plane of `width` columns. */
export function paintClockBar(luma: Buffer, width: number, ms: number): void {
  const { x, y, block, perRow, white, black } = CLOCK_BAR;
  const b = bits(Math.floor(ms));
  for (let i = 0; i < BITS; i++) {
    const bx = x + (i % perRow) * block;
    const by = y + Math.floor(i / perRow) * block;
    const v = b[i] ? white : black;
    for (let row = by; row < by + block; row++) luma.fill(v, row * width + bx, row * width + bx + block);
  }
}

/**
 * Reads the bar through `brightness(x, y)` (0–255 at a pixel; a page passes canvas samples). undefined when the
 * check bits disagree. Written without closures over module state so a page can run it from its source text.
 */
export function readClockBar(brightness: (x: number, y: number) => number): number | undefined {
  const x0 = 16, y0 = 16, block = 10, perRow = 24, timeBits = 42, checkBits = 6;
  let ms = 0;
  let ones = 0;
  let check = 0;
  for (let i = 0; i < timeBits + checkBits; i++) {
    const cx = x0 + (i % perRow) * block + block / 2;
    const cy = y0 + Math.floor(i / perRow) * block + block / 2;
    const bit = brightness(cx, cy) >= 128 ? 1 : 0;
    if (i < timeBits) {
      ms = ms * 2 + bit;
      ones += bit;
    } else check = check * 2 + bit;
  }
  return check === ones % 2 ** checkBits ? ms : undefined;
}
