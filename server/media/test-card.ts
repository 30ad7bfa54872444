// The demo test card's pictures, made in Node and written raw (yuv420p) to ffmpeg's stdin: a plain background,
// the burned-in wall clock (clock-bar.ts) stamped at the moment each frame is written, and a block sweeping
// along the bottom so the picture visibly moves. ffmpeg draws the text over it (demo-pusher.ts).
import { CLOCK_BAR, paintClockBar } from './clock-bar';

export const CARD = { width: 640, height: 360, fps: 25 } as const;

const W = CARD.width;
const H = CARD.height;
const LUMA = W * H;
const CHROMA = (W / 2) * (H / 2);
export const FRAME_BYTES = LUMA + 2 * CHROMA;

/** Background: a dark blue; the clock bar's area neutral grey so its blocks are pure black/white. */
function template(): Buffer {
  const f = Buffer.alloc(FRAME_BYTES);
  f.fill(40, 0, LUMA); // Y
  f.fill(150, LUMA, LUMA + CHROMA); // U (blue-ish)
  f.fill(118, LUMA + CHROMA); // V
  const { x, y, block, perRow, rows } = CLOCK_BAR;
  const pad = 4;
  for (let cy = (y - pad) / 2; cy < (y + rows * block + pad) / 2; cy++) {
    f.fill(128, LUMA + cy * (W / 2) + (x - pad) / 2, LUMA + cy * (W / 2) + (x + perRow * block + pad) / 2);
    f.fill(128, LUMA + CHROMA + cy * (W / 2) + (x - pad) / 2, LUMA + CHROMA + cy * (W / 2) + (x + perRow * block + pad) / 2);
  }
  return f;
}

const TEMPLATE = template();
const SWEEP = { y: 316, size: 24, pxPerFrame: 8 } as const;

/** Frame number n stamped with `nowMs`. A fresh buffer: the pipe may still hold the previous one. */
export function testCardFrame(n: number, nowMs: number): Buffer {
  const f = Buffer.allocUnsafe(FRAME_BYTES);
  TEMPLATE.copy(f);
  paintClockBar(f, W, nowMs);
  const sx = (n * SWEEP.pxPerFrame) % (W - SWEEP.size);
  for (let row = SWEEP.y; row < SWEEP.y + SWEEP.size; row++) f.fill(200, row * W + sx, row * W + sx + SWEEP.size);
  return f;
}
