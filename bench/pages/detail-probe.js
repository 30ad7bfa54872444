// The detail bench's probe, injected before the page's own scripts beside ui-probe.js: when the match centre's
// header (or, on a list page, the first match row) was first painted, and when a click was dispatched — epoch ms
// (performance.timeOrigin + now), so a click on one tab and the paint in the tab it opens compare. "Painted": the
// element is in the DOM, a frame has run (rAF) and the task after it (setTimeout 0) — the frame's paint is done.
/* global onPage -- bench/pages/on-page.js, prefixed by bench/probe-script.ts */
(() => {
  onPage('__detailProbeInstalled', () => {
    const now = () => performance.timeOrigin + performance.now();
    const probe = { clickAt: null, headerAt: null, firstRowAt: null };
    window.detailProbe = probe;
    document.addEventListener('click', () => { probe.clickAt = now(); }, { capture: true });
    const painted = (key) => requestAnimationFrame(() => setTimeout(() => { if (probe[key] === null) probe[key] = now(); }, 0));
    let headerSeen = false;
    let rowSeen = false;
    const observer = new MutationObserver(() => {
      if (!headerSeen && document.querySelector('[data-testid="match-header"]')) { headerSeen = true; painted('headerAt'); }
      if (!rowSeen && document.querySelector('[data-testid="match-row"]')) { rowSeen = true; painted('firstRowAt'); }
      if (headerSeen && rowSeen) observer.disconnect();
    });
    const watch = () => observer.observe(document.body, { subtree: true, childList: true });
    if (document.body) watch();
    else document.addEventListener('DOMContentLoaded', watch);
  });
})();
