// The detail bench's probe, injected before the page's own scripts beside ui-probe.js: when the match centre's
// header (or, on a list page, the first match row) was first painted, and when a click was dispatched — epoch ms
// (performance.timeOrigin + now), so a click on one tab and the paint in the tab it opens compare. "Painted": the
// element is in the DOM, a frame has run (rAF) and the task after it (setTimeout 0) — the frame's paint is done.
(() => {
  // A tab opened by window.open with its opener starts on the initial about:blank, and the page's document then
  // takes over that same window (the HTML standard reuses it for a same-origin page): scripts injected before the
  // page's own (Playwright's addInitScript) run once, on about:blank, and never on the page. So on about:blank the
  // probe waits for the document to change (timers survive the switch) and sets itself up again on the page's —
  // once a document: where the injection does run on the page too, that one stands.
  const onPage = (install) => {
    const once = () => {
      if (document.__detailProbeInstalled) return;
      document.__detailProbeInstalled = true;
      install();
    };
    once();
    if (location.href !== 'about:blank') return;
    const blank = document;
    const since = performance.now();
    const wait = setInterval(() => {
      if (document !== blank) { clearInterval(wait); once(); }
      else if (performance.now() - since > 30000) clearInterval(wait);
    }, 1);
  };
  onPage(() => {
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
