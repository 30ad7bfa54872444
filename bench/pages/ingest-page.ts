// The browser-ingest bench page: the engine check page (real client and worker, window.engineTest, the rendered
// list with ?live=…) plus the anchor — raw protobufjs decode of the same recording, in this browser.
import '../../tests/e2e-engine/pages/engine-page';
import { readFixture } from '../../engine/wire';
import { live } from '../../engine/wire/pb';

const LIST_CODES = new Set([10, 100]);

/** Frames/s of the best pass of raw decode (envelope, then body) over the recording, for at least `minMs`. */
async function rawDecode(url: string, minMs = 1500): Promise<{ frames: number; framesPerSec: number }> {
  const frames = readFixture(new Uint8Array(await (await fetch(url)).arrayBuffer())).frames;
  let best = 0;
  const started = performance.now();
  for (let pass = 0; pass < 3 || performance.now() - started < minMs; pass++) {
    const t0 = performance.now();
    for (const f of frames) {
      const env = live.Envelope.decode(f);
      if (LIST_CODES.has(env.code)) live.MatchListResponse.decode(env.body);
      else live.RealtimeMessage.decode(env.body);
    }
    if (pass > 0) best = Math.max(best, frames.length / ((performance.now() - t0) / 1000)); // the first pass warms up
  }
  return { frames: frames.length, framesPerSec: best };
}

export interface ReplayRun {
  /** ms from start() until the status first showed the last frame folded, and until the last patch was applied. */
  readonly foldedMs: number;
  readonly patchedMs: number;
  /** Round trips of status() calls made every 20 ms meanwhile: how long the busy worker keeps the page waiting. */
  readonly rpcMs: number[];
  /** Main-thread time applying each patch. */
  readonly applyMs: number[];
  readonly patches: number;
}

/** Replays the recording at `speed` through the worker (the views already subscribed) and times it. */
async function replay(url: string, speed: number, lastSeq: number): Promise<ReplayRun> {
  const t = window.engineTest;
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const seen = t.patches.length;
  const rpcMs: number[] = [];
  const t0 = performance.now();
  const started = await t.start({ replay: { bytes, speed } });
  if (!started.ok) throw new Error(`replay refused: ${started.reason}`);
  let foldedMs: number | undefined;
  while (foldedMs === undefined) {
    const asked = performance.now();
    const s = await t.status();
    rpcMs.push(performance.now() - asked);
    if (s.feed?.seq === lastSeq && s.replay?.phase === 'ended') foldedMs = performance.now() - t0;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The patch of the last batch follows the fold within the same flush; wait until the patches stop.
  while (performance.now() - t.lastPatchAt < 300) await new Promise((resolve) => setTimeout(resolve, 20));
  const applied = t.patches.slice(seen);
  return { foldedMs, patchedMs: t.lastPatchAt - t0, rpcMs, applyMs: applied.map((p) => p.applyMs), patches: applied.length };
}

declare global {
  interface Window {
    benchRawDecode: typeof rawDecode;
    benchReplay: typeof replay;
  }
}
window.benchRawDecode = rawDecode;
window.benchReplay = replay;
