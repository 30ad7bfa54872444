// The browser entry: global styles, then start-up in stages, each in a task of its own (issue #4 §4: no long task
// after first paint). Evaluating the shell's ~400 KB of modules at once was one task of ~60 ms on a cold start;
// now React's runtime, the app's modules and the first render each take a task (index.html preloads every
// stage's chunks up front, so the stages wait for no fetch of their own).
import './design/global.css';
import { markOpen } from './perf/open-marks';
import { PAGE_SCHEDULER } from './time/page-scheduler';

markOpen('entry');

// A match centre or a live room (/liveRoom, opened in a new tab) starts its first calls (matchInfo, liveInfo and
// the player's chunk) and its page's chunk now, beside the stages, rather than once React has rendered the route.
if (location.pathname === '/liveRoom') {
  void import('./pages/live-room/start-early').then(({ startLiveRoomEarly }) => startLiveRoomEarly(location)).catch(() => {});
}

// The page's own chunk (the route's lazyPage), asked for now so it is in by the first render, which waits for it.
const routeReady = import('./app/start/route-preload').then(({ preloadOpenedRoute }) => preloadOpenedRoute(location)).catch(() => {});

/** A task boundary: what follows it runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => { PAGE_SCHEDULER.setTimeout(resolve, 0); });

void import('./app/start/react-runtime')
  .then(() => markOpen('react-runtime'))
  .then(nextTask)
  .then(() => import('./app/start/start-app'))
  .then(async ({ startApp }) => {
    await nextTask();
    startApp(document.getElementById('root')!, routeReady);
  })
  .catch((error: unknown) => {
    // A stage that failed to load (the network went, a deploy replaced the chunks) leaves the splash saying so,
    // with the error states' copy (components/feedback-state), rather than 正在加载… for ever.
    const line = document.querySelector('.boot-splash span');
    if (line) line.textContent = '加载失败，网络开小差了，请刷新页面重试';
    console.error(error);
  });
