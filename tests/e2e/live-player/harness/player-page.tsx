// Test page: the real LivePlayer with the Playback given in the URL (?playback=<JSON>|null&title=…), its latency
// reports shown under it (#latency) and counted (window.latencyReports). ?gesture=1 mounts it only after a click on
// 开始 (a user gesture: the browser then allows sound). The page logs, with performance.now(), every pointer move
// (window.pointerMoves) and every show/hide of the controls (window.controlsLog), for the hide-timer test.
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import type { Playback } from '../../../../contract/playback';
import { LivePlayer } from '../../../../ui/components/live-player/live-player';
import '../../../../ui/design/tokens.css';
import '../../../../ui/design/global.css';
import './harness.css';

declare global {
  interface Window {
    latencyReports: number[];
    pointerMoves: number[];
    controlsLog: { state: string; at: number }[];
  }
}
window.latencyReports = [];
window.pointerMoves = [];
window.controlsLog = [];
window.addEventListener('pointermove', () => window.pointerMoves.push(performance.now()), { capture: true });
// The player's state changes also go to the console: a test that must not touch the page before the browser's
// autoplay decision (Playwright's evaluations count as user gestures) waits for these lines instead.
let playerState = '';
new MutationObserver(() => {
  const state = document.querySelector('[data-controls]')?.getAttribute('data-controls') ?? 'none';
  if (window.controlsLog.at(-1)?.state !== state) window.controlsLog.push({ state, at: performance.now() });
  const next = document.querySelector('[data-player-state]')?.getAttribute('data-player-state') ?? '';
  if (next !== playerState) console.info(`player-state ${(playerState = next)}`);
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-controls', 'data-player-state'] });

const params = new URLSearchParams(location.search);
const playback = JSON.parse(params.get('playback') ?? 'null') as Playback | null;
const title = params.get('title') ?? '测试直播间';

function Harness() {
  const [latency, setLatency] = useState<number | null>(null);
  const [started, setStarted] = useState(params.get('gesture') !== '1');
  if (!started) return <main className="harness"><button type="button" onClick={() => setStarted(true)}>开始</button></main>;
  return (
    <main className="harness">
      <LivePlayer playback={playback} title={title} onLatencyMs={(ms) => { window.latencyReports.push(ms); setLatency(ms); }} />
      <output id="latency" className="latency">{latency === null ? '延迟 —' : `延迟 ${latency} ms`}</output>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);
