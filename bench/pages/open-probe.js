// The open bench's probe, injected before the page's own scripts beside ui-probe.js: when a click was dispatched,
// when the page's content (a match row, a match header) was first painted, and when a video's first frame was
// presented — epoch ms (performance.timeOrigin + now), so a click on one tab and the paint in the tab it opens
// compare. "Painted": the element is in the DOM, a frame has run (rAF) and the task after it (setTimeout 0), as
// detail-probe.js says it. The first video frame: requestVideoFrameCallback's presentation time.
/* global onPage -- bench/pages/on-page.js, prefixed by bench/probe-script.ts */
(() => {
  onPage('__openProbeInstalled', () => {
    const epoch = (t) => performance.timeOrigin + t;
    const probe = { clickAt: null, contentAt: null, contentIn: null, videoFrameAt: null, video: null };
    window.openProbe = probe;
    document.addEventListener('click', () => { probe.clickAt = epoch(performance.now()); }, { capture: true });
    const CONTENT = '[data-testid="match-row"], [data-testid="match-header"]';
    const watchVideo = (video) => {
      if (probe.video) return;
      probe.video = 'seen';
      const onFrame = (_now, meta) => { if (probe.videoFrameAt === null) probe.videoFrameAt = epoch(meta.presentationTime); };
      if (typeof video.requestVideoFrameCallback === 'function') video.requestVideoFrameCallback(onFrame);
    };
    const observer = new MutationObserver(() => {
      if (probe.contentIn === null && document.querySelector(CONTENT)) {
        probe.contentIn = epoch(performance.now());
        requestAnimationFrame(() => setTimeout(() => { if (probe.contentAt === null) probe.contentAt = epoch(performance.now()); }, 0));
      }
      const video = document.querySelector('video');
      if (video) watchVideo(video);
      if (probe.contentIn !== null && probe.video) observer.disconnect();
    });
    const watch = () => observer.observe(document.body, { subtree: true, childList: true });
    if (document.body) watch();
    else document.addEventListener('DOMContentLoaded', watch);
  });
})();
