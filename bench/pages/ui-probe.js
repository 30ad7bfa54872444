// The UI bench's probe, injected before the page's own scripts (page.addInitScript): long tasks, first paint,
// every animation frame's timestamp, and which match rows' DOM changed — read back through window.uiProbe.
// Plain JS on purpose: it is sent to the browser as written. Its own cost (one rAF callback per frame, a
// MutationObserver) is the same for both engine variants; the rAF loop can be paused, since asking for every
// frame makes the page produce one every 16.7 ms even when nothing changed (main-thread time of its own).
/* global onPage -- bench/pages/on-page.js, prefixed by bench/probe-script.ts */
(() => {
  onPage('__uiProbeInstalled', () => {
    const probe = {
      longTasks: [],
      firstPaint: null,
      frames: [],
      framing: true,
      pauseFrames() { probe.framing = false; },
      resumeFrames() { if (!probe.framing) { probe.framing = true; requestAnimationFrame(frame); } },
      /** Σ over observer callbacks of the distinct rows changed in it (≈ rows re-rendered with a visible change). */
      rowUpdates: 0,
      rowsSeen: new Set(),
      rowsOnScreen() {
        const rows = [...document.querySelectorAll('[data-testid="match-row"]')];
        const visible = rows.filter((r) => { const b = r.getBoundingClientRect(); return b.bottom > 0 && b.top < innerHeight; });
        for (const r of rows) probe.rowsSeen.add(r.getAttribute('data-match-id'));
        return { inDom: rows.length, visible: visible.length };
      },
    };
    window.uiProbe = probe;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-paint') probe.firstPaint = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    const frame = (t) => {
      if (!probe.framing) return;
      probe.frames.push(t);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const rowOf = (node) => (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest('[data-testid="match-row"]');
    const observer = new MutationObserver((records) => {
      const rows = new Set();
      for (const r of records) {
        const row = rowOf(r.target);
        if (row) rows.add(row);
      }
      probe.rowUpdates += rows.size;
    });
    const watch = () => observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    if (document.body) watch();
    else document.addEventListener('DOMContentLoaded', watch);
  });
})();
